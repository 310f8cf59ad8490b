import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ContactPage } from './contact-page';

const MESSAGE = 'How do I track a keyword in another city?';

async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('E-mail'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

/** The texts a field's aria-describedby points at, joined. */
function describedErrorOf(field: HTMLElement): string {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' | ');
}

describe('ContactPage', () => {
  it("refuses an empty name with the spec's 'Missing Information' toast, marks the field and sends nothing", async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    await fill(user, { email: 'ada@example.com', message: MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Missing Information')).toBeTruthy();
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrorOf(name)).toContain('Please enter your name');
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();

    // Fixing the field clears its mark as it is typed.
    await user.type(name, 'Ada');
    expect(name.getAttribute('aria-invalid')).toBeNull();
  });

  it('says what is wrong with a filled-in field that is not acceptable, and counts the characters', async () => {
    const api = fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fill(user, { name: 'Ada', email: 'ada-at-example.com', message: 'Too short' });
    expect(screen.getByText('9 / 5,000 characters')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Invalid Information')).toBeTruthy();
    expect(screen.getAllByText('Please enter a valid e-mail address').length).toBeGreaterThan(0);
    expect(describedErrorOf(screen.getByLabelText('E-mail'))).toContain('Please enter a valid e-mail address');
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(describedErrorOf(message)).toContain('Please write at least 10 characters');
    expect(describedErrorOf(message)).toContain('9 / 5,000 characters');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed message, then shows the confirmation; "Send another message" brings the form back', async () => {
    const api = fakeApi({ 'POST /api/v1/contact': () => jsonResponse({ received: true }, 202) });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fill(user, { name: '  Ada Lovelace ', email: 'ada@example.com ', message: `${MESSAGE}  ` });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(screen.getByRole('status').textContent).toContain("We'll reply to ada@example.com");
    expect(document.activeElement).toBe(heading);
    expect(screen.queryByRole('form', { name: 'Contact us' })).toBeNull();
    expect(api.sent('POST /api/v1/contact')).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', message: MESSAGE }]);

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('  Ada Lovelace ');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the server's rate-limit message as a toast and keeps everything typed", async () => {
    const limited = "You've sent several messages in a short time. Please try again in 55 minutes.";
    fakeApi({ 'POST /api/v1/contact': () => apiErrorResponse('RATE_LIMITED', limited, 429) });
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { path: '/contact' });
    await fill(user, { name: 'Ada', email: 'ada@example.com', message: MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Too Many Messages')).toBeTruthy();
    expect(screen.getByText(limited)).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(MESSAGE);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it("starts the E-mail field with the signed-in user's address, which can still be changed", async () => {
    const user = userEvent.setup();
    // The session arrives after the first render, as it does on a first visit.
    function WithLateSession() {
      const [email, setEmail] = useState<string | undefined>(undefined);
      return (
        <>
          <button type="button" onClick={() => setEmail('ada@example.com')}>
            Session loaded
          </button>
          <ContactPage defaultEmail={email} />
        </>
      );
    }
    renderWithProviders(<WithLateSession />, { path: '/contact' });
    const email = () => screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email().value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Session loaded' }));
    expect(email().value).toBe('ada@example.com');
    await user.clear(email());
    await user.type(email(), 'work@example.com');
    expect(email().value).toBe('work@example.com');
  });
});

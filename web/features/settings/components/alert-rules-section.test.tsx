import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AlertRuleDto } from '../../../../contracts/alert-rule';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { AlertRulesSection } from './alert-rules-section';

const rule = (overrides: Partial<AlertRuleDto>): AlertRuleDto => ({
  id: '1',
  name: 'Any rank change',
  websiteUrl: null,
  keyword: null,
  searchEngine: null,
  location: null,
  tag: null,
  trigger: 'moves_by',
  threshold: 1,
  channels: { inApp: true, email: true, webhook: true },
  cooldownMinutes: 0,
  isActive: true,
  createdAt: '2026-06-01T10:00:00.000Z',
  ...overrides,
});

const DEFAULTS = [rule({}), rule({ id: '2', name: 'Enters the top 10', trigger: 'enters_top', threshold: 10 })];

const section = () => screen.getByRole('region', { name: 'Alert rules' });

describe('AlertRulesSection', () => {
  it('lists the rules in words', async () => {
    fakeApi({
      'GET /api/v1/me/alert-rules': () =>
        jsonResponse({
          items: [
            ...DEFAULTS,
            rule({ id: '3', name: 'Shoes', websiteUrl: 'example.com', keyword: 'running shoes', searchEngine: 'bing', location: 'de', trigger: 'leaves_top', threshold: 3, channels: { inApp: false, email: true, webhook: false }, cooldownMinutes: 1440, isActive: false }),
          ],
        }),
    });
    renderWithProviders(<AlertRulesSection />);
    const list = await within(section()).findByRole('list', { name: 'Your alert rules' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Moves up or downEvery site, keyword, engine and locationIn-app, E-mail, Webhook · Every time'),
      expect.stringContaining('Enters the top 10'),
      expect.stringContaining('ShoesPausedLeaves the top 3example.com · “running shoes” · Bing · GermanyE-mail · At most once a day'),
    ]);
    expect(within(items[2]!).getByRole('switch')).toHaveProperty('checked', false);
  });

  it('checks a new rule before sending it, then adds it', async () => {
    let created: unknown = null;
    const api = fakeApi({
      'GET /api/v1/me/alert-rules': () => jsonResponse({ items: created ? [...DEFAULTS, rule({ id: '9', name: 'Big moves', threshold: 5 })] : DEFAULTS }),
      'POST /api/v1/me/alert-rules': ({ body }) => {
        created = body;
        return jsonResponse(rule({ id: '9' }), 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertRulesSection />);
    await user.click(await within(section()).findByRole('button', { name: 'Add rule' }));
    const form = within(screen.getByRole('form', { name: 'Add rule' }));
    await user.click(form.getByRole('checkbox', { name: 'In-app notification' }));
    await user.type(form.getByLabelText('Website'), 'not a site');
    await user.click(form.getByRole('button', { name: 'Add rule' }));
    expect(form.getByText('Give the rule a name.')).toBeTruthy();
    expect(form.getByText('Enter a website such as example.com, or leave it empty for any site.')).toBeTruthy();
    expect(form.getByText('Choose at least one way to be told.')).toBeTruthy();
    expect(api.fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText('Rule name'), 'Big moves');
    await user.clear(form.getByLabelText('Website'));
    await user.click(form.getByRole('checkbox', { name: 'E-mail' }));
    await user.selectOptions(form.getByLabelText('How often at most, per keyword'), 'At most once a day');
    await user.click(form.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(created).not.toBeNull());
    expect(created).toMatchObject({ name: 'Big moves', trigger: 'moves_by', threshold: 5, websiteUrl: null, channels: { inApp: false, email: true, webhook: false }, cooldownMinutes: 1440 });
    expect(await within(section()).findByText('Big moves')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add rule' })).toBeNull();
  });

  it('offers no channel that is not set up, and limits a rule to a tag', async () => {
    let created: unknown = null;
    fakeApi({
      'GET /api/v1/me/alert-rules': () => jsonResponse({ items: DEFAULTS }),
      'GET /api/v1/me/email-preferences': () =>
        jsonResponse({ alertEmails: 'off', digestHour: 8, email: 'ada@example.com', emailVerified: true, timeZone: 'UTC', sending: false, notice: null }),
      'GET /api/v1/me/webhooks': () => jsonResponse({ items: [], max: 5 }),
      'POST /api/v1/me/alert-rules': ({ body }) => {
        created = body;
        return jsonResponse(rule({ id: '9' }), 201);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertRulesSection />);
    await user.click(await within(section()).findByRole('button', { name: 'Add rule' }));
    const form = within(screen.getByRole('form', { name: 'Add rule' }));
    await waitFor(() => expect(form.getByRole('checkbox', { name: /Webhook/ })).toHaveProperty('disabled', true));
    expect(form.getByRole('checkbox', { name: /E-mail/ })).toHaveProperty('disabled', true);
    expect(form.getByText('(none yet: add a webhook below)')).toBeTruthy();
    await user.type(form.getByLabelText('Rule name'), 'Client A');
    await user.type(form.getByLabelText('Tag'), 'client-a');
    await user.click(form.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(created).toMatchObject({ tag: 'client-a', channels: { inApp: true, email: false, webhook: false } }));
  });

  it('shows the server’s refusal next to the form', async () => {
    fakeApi({
      'GET /api/v1/me/alert-rules': () => jsonResponse({ items: DEFAULTS }),
      'POST /api/v1/me/alert-rules': () => apiErrorResponse('LIMIT_REACHED', 'You can have up to 50 alert rules. Delete one to add another.', 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertRulesSection />);
    await user.click(await within(section()).findByRole('button', { name: 'Add rule' }));
    const form = within(screen.getByRole('form', { name: 'Add rule' }));
    await user.type(form.getByLabelText('Rule name'), 'One more');
    await user.click(form.getByRole('button', { name: 'Add rule' }));
    expect((await form.findByRole('alert')).textContent).toBe('You can have up to 50 alert rules. Delete one to add another.');
  });

  it('pauses a rule, deletes one after asking, and says what an empty list means', async () => {
    let items = DEFAULTS;
    const sent: string[] = [];
    fakeApi({
      'GET /api/v1/me/alert-rules': () => jsonResponse({ items }),
      'PUT /api/v1/me/alert-rules/1': ({ body }) => {
        const { isActive } = body as { isActive: boolean };
        sent.push(`pause:${isActive}`);
        items = [rule({ isActive }), DEFAULTS[1]!];
        return jsonResponse(items[0]);
      },
      'DELETE /api/v1/me/alert-rules/1': () => {
        sent.push('delete');
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertRulesSection />);
    const [first] = within(await within(section()).findByRole('list')).getAllByRole('listitem');
    await user.click(within(first!).getByRole('switch'));
    expect(await within(first!).findByText('Paused')).toBeTruthy();
    await user.click(within(first!).getByRole('button', { name: 'Delete Any rank change' }));
    await user.click(within(first!).getByRole('button', { name: 'Delete “Any rank change”' }));
    expect(await within(section()).findByText('No alert rules')).toBeTruthy();
    expect(sent).toEqual(['pause:false', 'delete']);
  });

  it('asks before replacing the rules with the defaults', async () => {
    let restored = false;
    fakeApi({
      'GET /api/v1/me/alert-rules': () => jsonResponse({ items: DEFAULTS }),
      'POST /api/v1/me/alert-rules/restore-defaults': () => {
        restored = true;
        return jsonResponse({ items: DEFAULTS });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<AlertRulesSection />);
    await user.click(await within(section()).findByRole('button', { name: 'Restore defaults' }));
    expect(within(section()).getByText('Your 2 rules will be replaced by the three defaults.')).toBeTruthy();
    expect(restored).toBe(false);
    await user.click(within(section()).getByRole('button', { name: 'Replace with the defaults' }));
    await waitFor(() => expect(restored).toBe(true));
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../install/install-capture';
import { fakeInstallEvent } from '../install/fake-install-event';
import { PwaPrompts } from './pwa-prompts';

/** Spec: the banner appears 1 second after load. */
const COOKIE_BANNER_DELAY_MS = 1000;
const NOW = new Date('2026-11-24T10:00:00.000Z');
/** When the visitor answers a prompt that appeared after the delay. */
const ANSWERED_AT = new Date(NOW.getTime() + COOKIE_BANNER_DELAY_MS).toISOString();
const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });
const installPrompt = () => screen.queryByRole('region', { name: 'Install app' });

/** Lets `ms` of fake time pass, then lets the prompts' lazily loaded code arrive and render. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

function renderPrompts() {
  return render(
    <MemoryRouter>
      <PwaPrompts />
    </MemoryRouter>,
  );
}

let releaseCapture: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  releaseCapture = captureInstallPrompt();
});

afterEach(() => releaseCapture());

describe('cookie banner', () => {
  it('appears 1000 ms after load, not before, when no choice is stored', async () => {
    renderPrompts();
    await elapse(COOKIE_BANNER_DELAY_MS - 1);
    expect(banner()).toBeNull();
    await elapse(1);
    expect(banner()).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookies');
  });

  it.each(['accepted', 'declined'])('stays away once "%s" is stored', async (choice) => {
    window.localStorage.setItem('cookieConsent', choice);
    renderPrompts();
    await elapse(5000);
    expect(banner()).toBeNull();
  });

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ])('%s stores the choice and its date, and the banner goes', async (button, stored) => {
    renderPrompts();
    await elapse(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(window.localStorage.getItem('cookieConsent')).toBe(stored);
    expect(window.localStorage.getItem('cookieConsentDate')).toBe(ANSWERED_AT);
    expect(banner()).toBeNull();
  });

  it('goes even where the choice cannot be stored', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    renderPrompts();
    await elapse(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
  });
});

describe('one bottom prompt at a time', () => {
  it('shows the install prompt only after the cookie choice is made', async () => {
    renderPrompts();
    act(() => {
      window.dispatchEvent(fakeInstallEvent().event);
    });
    await elapse(COOKIE_BANNER_DELAY_MS);
    expect(banner()).not.toBeNull();
    expect(installPrompt()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(installPrompt()).not.toBeNull();
    expect(screen.getByText('Install Rank Checker')).toBeTruthy();
  });

  it('Not now hides the install prompt and stores when', async () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    renderPrompts();
    act(() => {
      window.dispatchEvent(fakeInstallEvent().event);
    });
    await elapse(COOKIE_BANNER_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installPrompt()).toBeNull();
    expect(window.localStorage.getItem('installPromptDismissedAt')).toBe(ANSWERED_AT);
  });

  it('Install opens the browser dialog and remembers an accepted install', async () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    renderPrompts();
    const { event, prompt } = fakeInstallEvent('accepted');
    act(() => {
      window.dispatchEvent(event);
    });
    await elapse(COOKIE_BANNER_DELAY_MS);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(prompt).toHaveBeenCalledOnce();
    expect(installPrompt()).toBeNull();
    expect(window.localStorage.getItem('installPromptInstalled')).toBe('true');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeInstallEvent } from './fake-install-event';
import { captureInstallPrompt } from './install-capture';
import { acceptInstall, dismissInstall, getInstallOffer } from './install-offer';
import { INSTALL_DISMISS_MS } from './install-rules';

const NOW = Date.parse('2026-11-24T10:00:00.000Z');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';

function standalone(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: matches && query === '(display-mode: standalone)', media: query }) as MediaQueryList,
  );
}

let release: () => void = () => undefined;

beforeEach(() => {
  standalone(false);
  release = captureInstallPrompt();
});

afterEach(() => release());

describe('install offer', () => {
  it('offers nothing until Chromium fires beforeinstallprompt, and keeps its own infobar away', () => {
    expect(getInstallOffer(NOW)).toBeNull();
    const { event } = fakeInstallEvent();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallOffer(NOW)).toBe('prompt');
  });

  it('after Not now, stays away for exactly 7 days (604800000 ms), then offers again', () => {
    window.dispatchEvent(fakeInstallEvent().event);
    dismissInstall(new Date(NOW));
    expect(window.localStorage.getItem('installPromptDismissedAt')).toBe(new Date(NOW).toISOString());
    expect(INSTALL_DISMISS_MS).toBe(604_800_000);
    expect(getInstallOffer(NOW + 1)).toBeNull();
    expect(getInstallOffer(NOW + INSTALL_DISMISS_MS - 1)).toBeNull();
    expect(getInstallOffer(NOW + INSTALL_DISMISS_MS)).toBe('prompt');
  });

  it('once installed (appinstalled), never offers again', () => {
    window.dispatchEvent(fakeInstallEvent().event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(window.localStorage.getItem('installPromptInstalled')).toBe('true');
    window.dispatchEvent(fakeInstallEvent().event);
    expect(getInstallOffer(NOW + 365 * INSTALL_DISMISS_MS)).toBeNull();
  });

  it('running as the installed app counts as installed', () => {
    standalone(true);
    window.dispatchEvent(fakeInstallEvent().event);
    expect(getInstallOffer(NOW)).toBeNull();
    expect(window.localStorage.getItem('installPromptInstalled')).toBe('true');
  });

  it.each([
    ['accepted', 'installPromptInstalled', 'true'],
    ['dismissed', 'installPromptDismissedAt', new Date(NOW).toISOString()],
  ] as const)('remembers the browser dialog answer "%s"', async (outcome, key, value) => {
    vi.useFakeTimers({ now: NOW });
    const { event, prompt } = fakeInstallEvent(outcome);
    window.dispatchEvent(event);
    await acceptInstall();
    expect(prompt).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(key)).toBe(value);
    // The event can be prompted once: nothing is offered until the browser fires another.
    expect(getInstallOffer(NOW + 2 * INSTALL_DISMISS_MS)).toBeNull();
  });

  it('on iPhone Safari, which has no install event, offers the Add to Home Screen hint under the same rules', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    expect(getInstallOffer(NOW)).toBe('ios-hint');
    dismissInstall(new Date(NOW));
    expect(getInstallOffer(NOW + INSTALL_DISMISS_MS - 1)).toBeNull();
    expect(getInstallOffer(NOW + INSTALL_DISMISS_MS)).toBe('ios-hint');
  });

  it('gives other iPhone browsers no Safari instructions', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_CHROME);
    expect(getInstallOffer(NOW)).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { getConsent, hasConsent, onConsentAccepted, setConsent } from './cookie-consent';

describe('cookie consent', () => {
  it('is pending until a choice is stored, and ignores values it did not write', () => {
    expect(getConsent()).toBeNull();
    window.localStorage.setItem('cookieConsent', 'maybe');
    expect(getConsent()).toBeNull();
    expect(hasConsent()).toBe(false);
  });

  it('stores the choice with its date', () => {
    setConsent('declined', new Date('2026-11-24T09:30:00.000Z'));
    expect(window.localStorage.getItem('cookieConsent')).toBe('declined');
    expect(window.localStorage.getItem('cookieConsentDate')).toBe('2026-11-24T09:30:00.000Z');
    expect(hasConsent()).toBe(false);
  });

  it('runs an optional feature only once accepted: never on decline, once on accept', () => {
    const start = vi.fn();
    onConsentAccepted(start);
    setConsent('declined');
    expect(start).not.toHaveBeenCalled();
    setConsent('accepted');
    setConsent('accepted');
    expect(start).toHaveBeenCalledOnce();
  });

  it('runs at once when consent was given on an earlier visit', () => {
    window.localStorage.setItem('cookieConsent', 'accepted');
    const start = vi.fn();
    onConsentAccepted(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('can be cancelled before the choice', () => {
    const start = vi.fn();
    const cancel = onConsentAccepted(start);
    cancel();
    setConsent('accepted');
    expect(start).not.toHaveBeenCalled();
  });
});

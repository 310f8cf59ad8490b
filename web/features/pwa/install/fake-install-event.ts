import { vi } from 'vitest';
import type { BeforeInstallPromptEvent } from './install-capture';

/** A beforeinstallprompt event as Chromium fires it, whose dialog answers `outcome`. For tests. */
export function fakeInstallEvent(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const prompt = vi.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome }),
  }) as BeforeInstallPromptEvent;
  return { event, prompt };
}

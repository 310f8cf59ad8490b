import { readStorage, writeStorage } from '../../../lib/safe-storage';

/** Where an upgrade banner is shown; each is dismissed on its own (spec §4). */
export type BannerContext = 'dashboard' | 'result';

/** Spec §4: dismissals are remembered permanently, one local-storage key per context. */
export const bannerDismissedKey = (context: BannerContext) => `rank-checker:upgrade-banner-dismissed:${context}`;

export function isBannerDismissed(context: BannerContext): boolean {
  return readStorage('local', bannerDismissedKey(context)) !== null;
}

export function dismissBanner(context: BannerContext, now: Date): void {
  writeStorage('local', bannerDismissedKey(context), now.toISOString());
}

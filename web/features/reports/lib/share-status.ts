import type { ReportShare } from '../../../../contracts/report';

export type ShareStatus = 'active' | 'expired' | 'revoked';

/** Whether a share link still opens: revoked wins over expired, a link without expiry never expires. */
export function shareStatus(share: Pick<ReportShare, 'expiresAt' | 'revokedAt'>, now: Date): ShareStatus {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt && new Date(share.expiresAt).getTime() <= now.getTime()) return 'expired';
  return 'active';
}

export type ExpiryChoice = 'never' | '7' | '30' | 'date';

/**
 * The instant a new link stops working: N days from now, or the end of the chosen local day (the owner
 * reads 'until 31 March' as including that day). null = never.
 */
export function expiryInstant(choice: ExpiryChoice, date: string, now: Date): string | null {
  if (choice === 'never') return null;
  if (choice === 'date') return new Date(`${date}T23:59:59.999`).toISOString();
  return new Date(now.getTime() + Number(choice) * 24 * 60 * 60 * 1000).toISOString();
}

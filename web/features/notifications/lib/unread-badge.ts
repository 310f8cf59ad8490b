/** Spec §9: the badge reads '9+' above 9; at 0 there is no badge (null). */
export function unreadBadgeText(count: number | undefined): string | null {
  if (count === undefined || count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** The bell's accessible name: the exact count, since '9+' is only a visual shorthand. */
export function bellLabel(count: number | undefined): string {
  return count !== undefined && count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

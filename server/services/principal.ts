/**
 * Who is asking. Accounts arrive with a later issue; for now every caller is a guest, identified by a signed
 * cookie and by client IP (both count towards the guest's daily check). A `{ kind: 'user' ... }` member
 * will join this union.
 */
export type Principal = { kind: 'guest'; guestId: string; ip: string };

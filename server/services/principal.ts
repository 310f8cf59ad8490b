/**
 * Who is asking. A guest is identified by a signed cookie and by client IP (both count towards the guest's
 * daily check); a signed-in user by their account (their plan decides what they may do).
 */
export type GuestPrincipal = { kind: 'guest'; guestId: string; ip: string };
export type UserPrincipal = { kind: 'user'; userId: string; email: string };
export type Principal = GuestPrincipal | UserPrincipal;

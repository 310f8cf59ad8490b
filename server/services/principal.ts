/**
 * Who is asking. A guest is identified by a signed cookie and by client IP (both count towards the guest's
 * daily check); a signed-in user by their account (their plan decides what they may do).
 */
/** `ipKey`: the client address as a keyed hash (guest-ip-key), never the address itself. */
export type GuestPrincipal = { kind: 'guest'; guestId: string; ipKey: string };
export type UserPrincipal = { kind: 'user'; userId: string; email: string };
export type Principal = GuestPrincipal | UserPrincipal;

/**
 * Remembers that this tab's user just chose Logout. The page they were on may still be rendered when the
 * session turns signed-out (route changes run in a transition), and a protected page would then send them
 * to /login; after a Logout the spec sends them home instead.
 */
const WINDOW_MS = 5_000;
let signedOutAt = Number.NEGATIVE_INFINITY;

export function noteUserSignOut(now: number = Date.now()): void {
  signedOutAt = now;
}

export function userJustSignedOut(now: number = Date.now()): boolean {
  return now - signedOutAt < WINDOW_MS;
}

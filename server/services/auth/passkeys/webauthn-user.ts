/**
 * The user handle a passkey carries for its account (WebAuthn `user.id`): the account's id as bytes, base64url as
 * browsers answer it. It names no person (no e-mail), as the spec asks (WebAuthn §5.4.3, "user handle").
 */
export const webauthnUserBytes = (userId: string): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));

export const webauthnUserId = (userId: string): string => Buffer.from(userId.replace(/-/g, ''), 'hex').toString('base64url');

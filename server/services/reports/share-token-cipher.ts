import { createTextSealer, type TextSealer } from '../tokens/text-sealer';

/**
 * Seals share-link tokens for storage. A share link is a bearer capability the owner hands to a client and
 * must be able to copy again from their list, so the token has to be recoverable; lookups still go by its
 * sha256 alone. If the secret changes, links keep opening (by hash) and stay revocable; only copying them again
 * from the list is lost.
 */
export type ShareTokenCipher = TextSealer;

export const createShareTokenCipher = (secret: string): ShareTokenCipher => createTextSealer(secret, 'report-share-token');

import type { Queryable } from '../../../db/pool';
import { insertChallenge, takeChallenge, type ChallengeBinding, type ChallengePurpose } from '../../../db/queries/passkeys';

/** How long the browser has to answer a challenge: the options' timeout, and a little for the round trip. */
export const CHALLENGE_SECONDS = 300;

export async function keepChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding, now: Date): Promise<void> {
  await insertChallenge(db, challenge, purpose, binding, new Date(now.getTime() + (CHALLENGE_SECONDS + 30) * 1000));
}

/**
 * The `expectedChallenge` SimpleWebAuthn calls with the challenge the browser signed (read from clientDataJSON):
 * true only for a challenge we handed out for this purpose and binding, still in time, and never before taken.
 */
export function challengeTaker(db: Queryable, purpose: ChallengePurpose, binding: ChallengeBinding, now: Date): (challenge: string) => Promise<boolean> {
  return (challenge) => takeChallenge(db, challenge, purpose, binding, now);
}

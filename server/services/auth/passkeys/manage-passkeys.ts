import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyAdded, PasskeyOptions, PasskeyResponse } from '../../../../contracts/two-step';
import { actingAsOwner } from '../../../../core/workspaces/acting';
import { withTransaction } from '../../../db/pool';
import { countPasskeys, deletePasskey, insertPasskey, listPasskeys, renamePasskey as renamePasskeyRow } from '../../../db/queries/passkeys';
import { markSessionSecondStep } from '../../../db/queries/second-step-factors';
import { deleteUserSessions } from '../../../db/queries/sessions';
import { dropRecoveryCodesWithoutFactor, replaceRecoveryCodes } from '../../../db/queries/two-step';
import { AppError } from '../../../errors';
import { recordAudit } from '../../audit/audit-log';
import { appLink } from '../auth-deps';
import { hasSecondStep } from '../two-step/check-code';
import { newRecoveryCodes } from '../two-step/recovery-codes';
import { PASSKEYS_UNAVAILABLE } from '../two-step/second-step-proof';
import type { TwoStepDeps } from '../two-step/two-step-settings';
import { factorChangedMail, twoStepOffMail, twoStepOnMail } from '../two-step/two-step-mails';
import { challengeTaker, CHALLENGE_SECONDS, keepChallenge } from './challenges';
import { toPasskey } from './passkey-view';
import type { RelyingParty } from './relying-party';
import { webauthnUserBytes } from './webauthn-user';

interface Person {
  id: string;
  email: string;
  sessionId: string;
}

/** More than anyone needs (a phone, a laptop, two security keys, a spare), few enough to list on one screen. */
export const MAX_PASSKEYS = 10;

const SECURITY_PAGE = '/settings#security';

export function requireRelyingParty(deps: TwoStepDeps): RelyingParty {
  if (!deps.relyingParty) throw new AppError('UNAVAILABLE', PASSKEYS_UNAVAILABLE);
  return deps.relyingParty;
}

/**
 * What the browser needs to make a passkey: a discoverable credential (so it can sign in on its own later), the
 * user verified where the authenticator can, no attestation (we trust no vendor list; the passkey's owner chose
 * it), and the account's passkeys excluded so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(deps: TwoStepDeps, person: Person): Promise<PasskeyOptions> {
  const rp = requireRelyingParty(deps);
  const existing = await listPasskeys(deps.pool, person.id);
  if (existing.length >= MAX_PASSKEYS) throw new AppError('LIMIT_REACHED', `An account holds up to ${MAX_PASSKEYS} passkeys. Remove one you no longer use first.`);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userID: webauthnUserBytes(person.id),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(deps.pool, options.challenge, 'register', { userId: person.id, sessionId: person.sessionId }, deps.now());
  return { options: options as unknown as PasskeyOptions['options'] };
}

/**
 * Adds the passkey the browser made for our last challenge. As the account's first second step it turns two-step
 * sign-in on: ten recovery codes (shown once), every other session ended, this one counted as having passed it.
 */
export async function addPasskey(deps: TwoStepDeps, person: Person, name: string | undefined, response: PasskeyResponse): Promise<PasskeyAdded> {
  const rp = requireRelyingParty(deps);
  const now = deps.now();
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challengeTaker(deps.pool, 'register', { userId: person.id, sessionId: person.sessionId }, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (cause) {
    throw new AppError('INVALID_INPUT', 'The passkey could not be added: it was not made for this page just now. Try again.', { cause });
  }
  if (!verification.verified) throw new AppError('INVALID_INPUT', 'The passkey could not be added. Try again.');
  const info = verification.registrationInfo;
  const first = !(await hasSecondStep(deps.pool, person.id));
  const { codes, hashes } = newRecoveryCodes();
  const added = await withTransaction(deps.pool, async (db) => {
    const count = await countPasskeys(db, person.id);
    const label = name && name.length > 0 ? name : `Passkey ${count + 1}`;
    const id = await insertPasskey(
      db,
      {
        userId: person.id,
        credentialId: info.credential.id,
        publicKey: info.credential.publicKey,
        counter: info.credential.counter,
        transports: info.credential.transports ?? [],
        name: label,
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      },
      now,
    );
    if (id === null) throw new AppError('ALREADY_EXISTS', 'This passkey is added already.');
    if (first) await replaceRecoveryCodes(db, person.id, hashes);
    await deleteUserSessions(db, person.id, person.sessionId);
    await markSessionSecondStep(db, person.sessionId, now);
    await recordAudit(db, actingAsOwner(person.id), 'passkey.added', `“${label}”`, now);
    return (await listPasskeys(db, person.id)).find((passkey) => passkey.id === id)!;
  });
  deps.outbox.send(person.email, first ? twoStepOnMail(appLink(deps, SECURITY_PAGE), 'passkey') : factorChangedMail('passkey-added', added.name, appLink(deps, SECURITY_PAGE)));
  return { passkey: toPasskey(added), recoveryCodes: first ? codes : null };
}

export async function renamePasskey(deps: TwoStepDeps, userId: string, id: string, name: string): Promise<void> {
  if (!(await renamePasskeyRow(deps.pool, userId, id, name))) throw new AppError('NOT_FOUND', 'That passkey is not one of yours, or it was removed.');
}

/** Removes a passkey (the caller asked for a fresh second step). The last second step gone, two-step sign-in is off. */
export async function removePasskey(deps: TwoStepDeps, person: Pick<Person, 'id' | 'email'>, id: string): Promise<void> {
  const now = deps.now();
  const { name, stillOn } = await withTransaction(deps.pool, async (db) => {
    const removed = await deletePasskey(db, person.id, id);
    if (removed === undefined) throw new AppError('NOT_FOUND', 'That passkey is not one of yours, or it was removed.');
    await dropRecoveryCodesWithoutFactor(db, person.id);
    await recordAudit(db, actingAsOwner(person.id), 'passkey.removed', `“${removed}”`, now);
    return { name: removed, stillOn: await hasSecondStep(db, person.id) };
  });
  deps.outbox.send(person.email, stillOn ? factorChangedMail('passkey-removed', name, appLink(deps, SECURITY_PAGE)) : twoStepOffMail(appLink(deps, SECURITY_PAGE)));
}

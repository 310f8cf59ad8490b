import { toString as qrSvg } from 'qrcode';
import type { TwoStepStatus } from '../../../../contracts/two-step';
import { withTransaction } from '../../../db/pool';
import { deleteUserSessions } from '../../../db/queries/sessions';
import { listPasskeys } from '../../../db/queries/passkeys';
import { markSessionSecondStep } from '../../../db/queries/second-step-factors';
import { confirmTotp, countRecoveryCodesLeft, deleteTotp, dropRecoveryCodesWithoutFactor, replaceRecoveryCodes, selectTotp, upsertPendingTotp } from '../../../db/queries/two-step';
import { actingAsOwner } from '../../../../core/workspaces/acting';
import { recordAudit } from '../../audit/audit-log';
import { AppError } from '../../../errors';
import type { TextSealer } from '../../tokens/text-sealer';
import type { RelyingParty } from '../passkeys/relying-party';
import { appLink, type AuthDeps } from '../auth-deps';
import { toPasskey } from '../passkeys/passkey-view';
import { hasSecondStep } from './check-code';
import { assertFreshSecondStep, freshUntil } from './fresh-second-step';
import { checkProof } from './second-step-proof';
import { newRecoveryCodes } from './recovery-codes';
import { factorChangedMail, twoStepOffMail, twoStepOnMail } from './two-step-mails';
import { newTotpSecret, totpStep, totpUri } from './totp';

export interface TwoStepDeps extends AuthDeps {
  /** Seals authenticator secrets with a key derived from SESSION_SECRET (purpose 'two-step-totp'). */
  sealer: TextSealer;
  /** Who passkeys are made for (APP_URL's host); null where browsers refuse passkeys (an IP address). */
  relyingParty: RelyingParty | null;
}

interface Person {
  id: string;
  email: string;
}

const SECURITY_PAGE = '/settings#security';

export async function getTwoStepStatus(deps: TwoStepDeps, userId: string, sessionId: string): Promise<TwoStepStatus> {
  const [totp, left, passkeys, fresh] = await Promise.all([
    selectTotp(deps.pool, userId),
    countRecoveryCodesLeft(deps.pool, userId),
    listPasskeys(deps.pool, userId),
    freshUntil(deps.pool, sessionId),
  ]);
  return {
    app: totp?.confirmed_at ? 'on' : totp ? 'setting-up' : 'off',
    onSince: totp?.confirmed_at?.toISOString() ?? null,
    recoveryCodesLeft: left,
    passkeys: passkeys.map(toPasskey),
    passkeysAvailable: deps.relyingParty !== null,
    freshUntil: fresh && fresh > deps.now() ? fresh.toISOString() : null,
  };
}

/**
 * Starts setting up an authenticator app: a new secret, shown as a QR code and as text, kept sealed until a first
 * code confirms it. Starting again replaces a secret not confirmed yet; one that is on is turned off first.
 */
export async function startAppSetUp(deps: TwoStepDeps, person: Person): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(deps.pool, person.id, deps.sealer.seal(secret), deps.now()))) {
    throw new AppError('ALREADY_EXISTS', 'An authenticator app is already set up. Remove it first to set up another.');
  }
  const uri = totpUri(secret, person.email);
  return { secret, uri, qrSvg: await qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * Confirms set-up with the app's first code. As the account's first second step, ten recovery codes are made
 * (shown once, kept hashed); beside passkeys, the codes the account has stay (none answered). Either way every
 * other session of the account ends, and the account is told by e-mail.
 */
export async function confirmAppSetUp(deps: TwoStepDeps, person: Person, sessionId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const now = deps.now();
  const totp = await selectTotp(deps.pool, person.id);
  if (!totp || totp.confirmed_at) throw new AppError('INVALID_INPUT', totp ? 'Two-step sign-in is already on.' : 'Start setting up your authenticator app first.');
  const secret = deps.sealer.open(totp.secret_sealed);
  const step = secret === null ? null : totpStep(secret, code.trim(), now);
  if (step === null) throw new AppError('INVALID_CODE', 'That code did not work. Enter the 6-digit code your app shows for Rank Checker now.');
  const first = !(await hasSecondStep(deps.pool, person.id));
  const { codes, hashes } = newRecoveryCodes();
  await withTransaction(deps.pool, async (db) => {
    await confirmTotp(db, person.id, step, now);
    if (first) await replaceRecoveryCodes(db, person.id, hashes);
    // Sessions opened without this second step end; this one has just passed it.
    await deleteUserSessions(db, person.id, sessionId);
    await markSessionSecondStep(db, sessionId, now);
    await recordAudit(db, actingAsOwner(person.id), 'two_step.app_added', 'Authenticator app', now);
  });
  deps.outbox.send(person.email, first ? twoStepOnMail(appLink(deps, SECURITY_PAGE), 'app') : factorChangedMail('app-added', '', appLink(deps, SECURITY_PAGE)));
  return { recoveryCodes: first ? codes : [] };
}

/**
 * A change to two-step sign-in itself asks for a second step: the code sent with it, or, without one, a session
 * that confirmed itself in the last few minutes (a passkey's way).
 */
async function secondStepFor(deps: TwoStepDeps, person: Person & { sessionId: string }, code: string | undefined): Promise<void> {
  if (code === undefined) return assertFreshSecondStep(deps.pool, person.sessionId, deps.now());
  await checkProof(deps, person, { code }, { purpose: 'fresh', binding: { userId: person.id, sessionId: person.sessionId } });
}

/** New recovery codes after a second step; the old ones stop working. */
export async function renewRecoveryCodes(deps: TwoStepDeps, person: Person & { sessionId: string }, code: string | undefined): Promise<{ recoveryCodes: string[] }> {
  if (!(await hasSecondStep(deps.pool, person.id))) throw new AppError('INVALID_INPUT', 'Two-step sign-in is off: there are no recovery codes to renew.');
  await secondStepFor(deps, person, code);
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(deps.pool, person.id, hashes);
  return { recoveryCodes: codes };
}

/**
 * Removes the authenticator app after a second step. With passkeys left, two-step sign-in stays on with them and
 * the recovery codes stay; without, it is off and the codes go.
 */
export async function turnOffTwoStep(deps: TwoStepDeps, person: Person & { sessionId: string }, code: string | undefined): Promise<void> {
  const totp = await selectTotp(deps.pool, person.id);
  if (!totp) throw new AppError('INVALID_INPUT', 'There is no authenticator app to remove.');
  // A set-up never confirmed is dropped without a code: it never protected anything.
  if (totp.confirmed_at) await secondStepFor(deps, person, code);
  const now = deps.now();
  const stillOn = await withTransaction(deps.pool, async (db) => {
    await deleteTotp(db, person.id);
    await dropRecoveryCodesWithoutFactor(db, person.id);
    if (totp.confirmed_at) await recordAudit(db, actingAsOwner(person.id), 'two_step.app_removed', 'Authenticator app', now);
    return hasSecondStep(db, person.id);
  });
  if (!totp.confirmed_at) return;
  deps.outbox.send(person.email, stillOn ? factorChangedMail('app-removed', '', appLink(deps, SECURITY_PAGE)) : twoStepOffMail(appLink(deps, SECURITY_PAGE)));
}

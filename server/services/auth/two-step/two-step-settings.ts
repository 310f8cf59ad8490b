import { toString as qrSvg } from 'qrcode';
import type { TwoStepStatus } from '../../../../contracts/two-step';
import { withTransaction } from '../../../db/pool';
import { deleteUserSessions } from '../../../db/queries/sessions';
import { confirmTotp, countRecoveryCodesLeft, deleteTwoStep, replaceRecoveryCodes, selectTotp, upsertPendingTotp } from '../../../db/queries/two-step';
import { AppError } from '../../../errors';
import type { TextSealer } from '../../tokens/text-sealer';
import { appLink, type AuthDeps } from '../auth-deps';
import { checkSecondStep } from './check-code';
import { newRecoveryCodes } from './recovery-codes';
import { recoveryCodeUsedMail, twoStepOffMail, twoStepOnMail } from './two-step-mails';
import { newTotpSecret, totpStep, totpUri } from './totp';

export interface TwoStepDeps extends AuthDeps {
  /** Seals authenticator secrets with a key derived from SESSION_SECRET (purpose 'two-step-totp'). */
  sealer: TextSealer;
}

interface Person {
  id: string;
  email: string;
}

const SECURITY_PAGE = '/settings#security';

export async function getTwoStepStatus(deps: TwoStepDeps, userId: string): Promise<TwoStepStatus> {
  const [totp, left] = await Promise.all([selectTotp(deps.pool, userId), countRecoveryCodesLeft(deps.pool, userId)]);
  return { app: totp?.confirmed_at ? 'on' : totp ? 'setting-up' : 'off', onSince: totp?.confirmed_at?.toISOString() ?? null, recoveryCodesLeft: left };
}

/**
 * Starts setting up an authenticator app: a new secret, shown as a QR code and as text, kept sealed until a first
 * code confirms it. Starting again replaces a secret not confirmed yet; one that is on is turned off first.
 */
export async function startAppSetUp(deps: TwoStepDeps, person: Person): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = newTotpSecret();
  if (!(await upsertPendingTotp(deps.pool, person.id, deps.sealer.seal(secret), deps.now()))) {
    throw new AppError('ALREADY_EXISTS', 'Two-step sign-in is already on. Turn it off first to set up another app.');
  }
  const uri = totpUri(secret, person.email);
  return { secret, uri, qrSvg: await qrSvg(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/**
 * Confirms set-up with the app's first code: two-step sign-in is on, ten recovery codes are made (shown once,
 * kept hashed), every other session of the account ends, and the account is told by e-mail.
 */
export async function confirmAppSetUp(deps: TwoStepDeps, person: Person, sessionId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const now = deps.now();
  const totp = await selectTotp(deps.pool, person.id);
  if (!totp || totp.confirmed_at) throw new AppError('INVALID_INPUT', totp ? 'Two-step sign-in is already on.' : 'Start setting up your authenticator app first.');
  const secret = deps.sealer.open(totp.secret_sealed);
  const step = secret === null ? null : totpStep(secret, code.trim(), now);
  if (step === null) throw new AppError('INVALID_CODE', 'That code did not work. Enter the 6-digit code your app shows for Rank Checker now.');
  const { codes, hashes } = newRecoveryCodes();
  await withTransaction(deps.pool, async (db) => {
    await confirmTotp(db, person.id, step, now);
    await replaceRecoveryCodes(db, person.id, hashes);
    // Sessions opened with the password alone end: from now on a session has passed both steps.
    await deleteUserSessions(db, person.id, sessionId);
  });
  deps.outbox.send(person.email, twoStepOnMail(appLink(deps, SECURITY_PAGE)));
  return { recoveryCodes: codes };
}

/** A fresh second step, and the e-mail a recovery code's use sends. */
async function freshSecondStep(deps: TwoStepDeps, person: Person, code: string): Promise<void> {
  const how = await checkSecondStep(deps.pool, deps.sealer, person.id, code, deps.now());
  if (how === 'recovery') deps.outbox.send(person.email, recoveryCodeUsedMail(await countRecoveryCodesLeft(deps.pool, person.id), appLink(deps, SECURITY_PAGE)));
}

/** New recovery codes after a fresh second step; the old ones stop working. */
export async function renewRecoveryCodes(deps: TwoStepDeps, person: Person, code: string): Promise<{ recoveryCodes: string[] }> {
  if ((await selectTotp(deps.pool, person.id))?.confirmed_at == null) throw new AppError('INVALID_INPUT', 'Two-step sign-in is off: there are no recovery codes to renew.');
  await freshSecondStep(deps, person, code);
  const { codes, hashes } = newRecoveryCodes();
  await replaceRecoveryCodes(deps.pool, person.id, hashes);
  return { recoveryCodes: codes };
}

/** Turns two-step sign-in off after a fresh second step (the app's code or a recovery code). */
export async function turnOffTwoStep(deps: TwoStepDeps, person: Person, code: string): Promise<void> {
  const totp = await selectTotp(deps.pool, person.id);
  if (!totp) throw new AppError('INVALID_INPUT', 'Two-step sign-in is already off.');
  // A set-up never confirmed is dropped without a code: it never protected anything.
  if (totp.confirmed_at) await freshSecondStep(deps, person, code);
  await deleteTwoStep(deps.pool, person.id);
  if (totp.confirmed_at) deps.outbox.send(person.email, twoStepOffMail(appLink(deps, SECURITY_PAGE)));
}

import { z } from 'zod';

/** One of the account's passkeys. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Kept by a password manager that syncs it across the person's devices (iCloud Keychain, Google). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/v1/me/two-step: whether sign-in asks for a second step, with what, and the recovery codes left. */
export const twoStepStatusSchema = z.object({
  /** 'setting-up': a secret was made and waits for the app's first code. */
  app: z.enum(['off', 'setting-up', 'on']),
  onSince: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeySchema),
  /** False when this server's address cannot hold passkeys (an IP address, or plain http away from localhost). */
  passkeysAvailable: z.boolean(),
  /** Until when this session may make sensitive changes without confirming it is still its user; null: now. */
  freshUntil: z.string().nullable(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST /api/v1/me/two-step/app: what the authenticator app needs, as a QR code and as text. */
export const appSetUpSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** The otpauth:// URI the QR code carries. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type AppSetUp = z.infer<typeof appSetUpSchema>;

const code = z.string().trim().min(1, 'Enter the code.').max(32, 'That is not a code.');

/** A second step: the app's 6-digit code, or one of the recovery codes. */
export const secondStepSchema = z.object({ code });
export type SecondStep = z.infer<typeof secondStepSchema>;

/**
 * What a browser's WebAuthn call answered (navigator.credentials.create or get, as SimpleWebAuthn's browser half
 * encodes it). Only its outline is checked here: the signature, challenge and origin are checked by
 * @simplewebauthn/server.
 */
export const passkeyResponseSchema = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
export type PasskeyResponse = z.infer<typeof passkeyResponseSchema>;

/** A fresh second step from a signed-in session: a code, or a passkey's answer to the challenge given. */
export const freshSecondStepSchema = z.union([z.object({ code }), z.object({ passkey: passkeyResponseSchema })]);
export type FreshSecondStep = z.infer<typeof freshSecondStepSchema>;

/** Turning the app off or renewing codes: a code, or nothing when the session confirmed itself a moment ago. */
export const optionalSecondStepSchema = z.object({ code: code.optional() });

/** The options a browser passes to WebAuthn (SimpleWebAuthn's optionsJSON), made for one challenge. */
export const passkeyOptionsSchema = z.object({ options: z.record(z.string(), z.unknown()) });
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

/** POST /api/v1/me/passkeys: the new passkey's answer, and what to call it. */
export const addPasskeySchema = z.object({
  name: z.string().trim().max(60, 'Keep the name under 60 characters.').optional(),
  passkey: passkeyResponseSchema,
});
export const renamePasskeySchema = z.object({ name: z.string().trim().min(1, 'Give the passkey a name.').max(60, 'Keep the name under 60 characters.') });
/** POST /api/v1/me/passkeys answers the passkey, and recovery codes when it is the account's first second step. */
export const passkeyAddedSchema = z.object({ passkey: passkeySchema, recoveryCodes: z.array(z.string()).nullable() });
export type PasskeyAdded = z.infer<typeof passkeyAddedSchema>;

/** Recovery codes, shown once: each works once, instead of the app's code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** The answer to a sign-in that passed its first step on an account with two-step sign-in on: no session yet. */
export const secondStepNeededSchema = z.object({
  secondStep: z.object({
    /** When the first step stops counting: enter the code before, or sign in again. */
    expiresAt: z.string(),
  }),
});
export type SecondStepNeeded = z.infer<typeof secondStepNeededSchema>;

/** GET /api/v1/auth/second-step: the sign-in waiting in this browser, and the ways its account can take the step. */
export const pendingSecondStepSchema = z.object({
  expiresAt: z.string(),
  app: z.boolean(),
  passkey: z.boolean(),
});
export type PendingSecondStep = z.infer<typeof pendingSecondStepSchema>;

/** POST /api/v1/auth/second-step/passkey, /api/v1/auth/passkey, /api/v1/me/two-step/confirm with a passkey. */
export const passkeyProofSchema = z.object({ passkey: passkeyResponseSchema });

/** POST /api/v1/me/two-step/confirm answers until when sensitive changes need no other confirmation. */
export const freshSchema = z.object({ freshUntil: z.string() });

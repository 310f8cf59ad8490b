import { z } from 'zod';

/** GET /api/v1/me/two-step: whether sign-in asks for a second step, and the recovery codes left. */
export const twoStepStatusSchema = z.object({
  /** 'setting-up': a secret was made and waits for the app's first code. */
  app: z.enum(['off', 'setting-up', 'on']),
  onSince: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
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

/** A second step: the app's 6-digit code, or one of the recovery codes. */
export const secondStepSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code.').max(32, 'That is not a code.'),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

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

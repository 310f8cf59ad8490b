import { z } from 'zod';

/** Spec §9: minimum password length. An upper bound keeps hashing cost bounded. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 256;

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Please enter a valid e-mail address' }).max(254));
const password = z.string().max(MAX_PASSWORD_LENGTH);

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/v1/auth/session — `user` is null when signed out. */
export const sessionSchema = z.object({
  user: sessionUserSchema.nullable(),
  /** When the session ends at the latest (absolute lifetime), null when signed out. */
  expiresAt: z.string().nullable(),
  google: z.object({ configured: z.boolean() }),
});
export type Session = z.infer<typeof sessionSchema>;

/** POST /api/v1/auth/sign-up — answered identically whether or not the e-mail is registered. */
export const signUpRequestSchema = z.object({ email, password, confirmPassword: password });
/**
 * POST /api/v1/auth/sign-in: the password with the account's e-mail address or, instead (spec §5), its verified
 * phone number with the country code. The number is read into E.164 by the server (contracts/phone's toE164), so
 * the sign-in page need not carry the phone number metadata.
 */
export const signInRequestSchema = z
  .object({
    email: email.optional(),
    phone: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .optional()
      .describe('Instead of `email`: the phone number verified in Settings, with its country code, such as +44 7400 123456.'),
    password,
  })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), { message: 'Enter your e-mail address or your phone number.' });
export type SignInRequest = z.infer<typeof signInRequestSchema>;
/** POST /api/v1/auth/verify-email, /reset-password (with password), /confirm-email-change */
export const tokenRequestSchema = z.object({ token: z.string().min(1).max(200) });
/**
 * POST /api/v1/auth/verify-email. Away from the browser that signed up, the link confirms only with the account's
 * `password`, or with a `newPassword` (and `confirmPassword`) that replaces it.
 */
export const verifyEmailRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: password.optional(),
  newPassword: password.optional(),
  confirmPassword: password.optional(),
});
export const resetPasswordRequestSchema = z.object({ token: z.string().min(1).max(200), password, confirmPassword: password });
/** POST /api/v1/auth/forgot-password, /resend-verification — answered identically for any e-mail. */
export const emailRequestSchema = z.object({ email });
/** POST /api/v1/auth/email-code/sign-in: the address and the 6-digit code e-mailed to it. */
export const emailCodeSignInSchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.') });
/** POST /api/v1/auth/change-password */
export const changePasswordRequestSchema = z.object({ currentPassword: password, newPassword: password, confirmPassword: password });
/** POST /api/v1/auth/change-email — a confirmation link goes to the new address. */
export const changeEmailRequestSchema = z.object({ newEmail: email, password });
/** POST /api/v1/me/delete — deletes the account and all its data. */
export const deleteAccountRequestSchema = z.object({ password: password.optional(), confirmEmail: z.string().optional() });

/** Neutral acknowledgement for requests whose outcome must not reveal whether an account exists. */
export const acceptedSchema = z.object({ ok: z.literal(true), message: z.string() });
export const signedInSchema = z.object({ user: sessionUserSchema });
export const revokedSchema = z.object({ revoked: z.number().int() });

/**
 * Message posted by the Google popup's last page to `window.opener` (same origin only), spec §4.
 * `status: 'success'` means the session cookie is set; `'second-step'` that the account asks for its second step
 * (POST /api/v1/auth/second-step) before a session opens.
 */
export const oauthCallbackMessageSchema = z.object({
  type: z.literal('oauth-callback'),
  status: z.enum(['success', 'second-step', 'error']),
  /** Error code, e.g. ACCOUNT_ALREADY_EXISTS, OAUTH_FAILED, INVALID_STATE. */
  code: z.string().optional(),
  message: z.string().optional(),
});
export type OAuthCallbackMessage = z.infer<typeof oauthCallbackMessageSchema>;

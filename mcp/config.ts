import { z } from 'zod';

export interface McpConfig {
  /** The Rank Checker instance, without a trailing slash (a path prefix is kept). */
  baseUrl: string;
  apiKey: string;
}

export class McpConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'McpConfigError';
  }
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const envSchema = z.object({
  RANK_CHECKER_URL: z.preprocess(
    blankToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: (issue) =>
          issue.input === undefined
            ? 'required: the address of your Rank Checker, such as https://rank.example.com'
            : 'must be an http:// or https:// address, such as https://rank.example.com',
      })
      .refine((url) => !/[?#]/.test(url), 'must be the address of the app only, without ? or #'),
  ),
  RANK_CHECKER_API_KEY: z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z
      .string({ error: 'required: an API key from your Rank Checker account settings (it starts with rc_live_)' })
      // The shape only: whether the key is live is the server's answer, given on the first request.
      .regex(/^rc_live_[0-9A-Za-z]{16,}$/, 'must be a Rank Checker API key, which starts with rc_live_'),
  ),
});

/** Reads the two variables once at start; every problem is collected so they can be fixed in one go. */
export function parseMcpConfig(env: Record<string, string | undefined>): McpConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new McpConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  return { baseUrl: parsed.data.RANK_CHECKER_URL.replace(/\/+$/, ''), apiKey: parsed.data.RANK_CHECKER_API_KEY };
}

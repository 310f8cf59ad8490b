import { describe, expect, it } from 'vitest';
import { oauthCallbackMessageSchema } from '../../../../contracts/auth';
import { readOAuthCallbackMessage } from './oauth-callback-message';

const samples: unknown[] = [
  { type: 'oauth-callback', status: 'success' },
  { type: 'oauth-callback', status: 'second-step' },
  { type: 'oauth-callback', status: 'error', code: 'ACCOUNT_ALREADY_EXISTS', message: 'An account exists.' },
  { type: 'oauth-callback', status: 'error', code: 'OAUTH_FAILED', extra: 'ignored' },
  { type: 'oauth-callback', status: 'done' },
  { type: 'oauth-callback', status: 'error', code: 42 },
  { type: 'oauth-callback', status: 'error', message: null },
  { type: 'other', status: 'success' },
  { status: 'success' },
  'oauth-callback',
  null,
  undefined,
  [],
];

describe('readOAuthCallbackMessage', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))('reads %s as the contract does', (_, sample) => {
    const parsed = oauthCallbackMessageSchema.safeParse(sample);
    expect(readOAuthCallbackMessage(sample)).toEqual(parsed.success ? parsed.data : null);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAdminArgs, UsageError, type AdminCommand } from './admin-args';

describe('parseAdminArgs', () => {
  const ok: [string[], AdminCommand][] = [
    [['help'], { kind: 'help' }],
    [['--help'], { kind: 'help' }],
    [['users'], { kind: 'users', search: undefined, limit: 50 }],
    [['users', '--search', 'Example.COM', '--limit', '5'], { kind: 'users', search: 'Example.COM', limit: 5 }],
    [['users', '--search=ann', '--limit=1000'], { kind: 'users', search: 'ann', limit: 1000 }],
    [['users', '--search', '  '], { kind: 'users', search: undefined, limit: 50 }],
    [['show', 'a@example.com'], { kind: 'show', user: 'a@example.com' }],
    [['set-plan', 'a@example.com', 'pro'], { kind: 'set-plan', user: 'a@example.com', planType: 'pro', trialDays: undefined }],
    [['set-plan', 'a@example.com', 'free'], { kind: 'set-plan', user: 'a@example.com', planType: 'free', trialDays: undefined }],
    [['set-plan', 'a@example.com', 'enterprise', '--trial-days', '2'], { kind: 'set-plan', user: 'a@example.com', planType: 'enterprise', trialDays: 2 }],
    [['set-plan', '--trial-days=3', 'a@example.com', 'pro'], { kind: 'set-plan', user: 'a@example.com', planType: 'pro', trialDays: 3 }],
    [['end-trial', 'a@example.com'], { kind: 'end-trial', user: 'a@example.com' }],
    [['delete-user', 'a@example.com'], { kind: 'delete-user', user: 'a@example.com', confirmed: false }],
    [['delete-user', 'a@example.com', '--yes'], { kind: 'delete-user', user: 'a@example.com', confirmed: true }],
    [['contact-messages'], { kind: 'contact-messages', limit: 20 }],
    [['contact-messages', '--limit', '3'], { kind: 'contact-messages', limit: 3 }],
  ];
  it.each(ok)('%j', (argv, expected) => {
    expect(parseAdminArgs(argv)).toEqual(expected);
  });

  const bad: [string[], string][] = [
    [[], 'No command given'],
    [['frobnicate'], "Unknown command 'frobnicate'"],
    [['users', '--limit', '0'], '--limit needs a whole number from 1 to 1000'],
    [['users', '--limit', 'ten'], '--limit needs a whole number from 1 to 1000'],
    [['users', '--limit'], '--limit needs a value'],
    [['users', '--all'], 'Unknown option --all'],
    [['users', 'extra'], 'Usage: npm run admin -- users [--search TEXT] [--limit N]'],
    [['contact-messages', '--limit', '0'], '--limit needs a whole number from 1 to 1000'],
    [['contact-messages', 'all'], 'Usage: npm run admin -- contact-messages [--limit N]'],
    [['show'], 'Usage: npm run admin -- show <email|id>'],
    [['show', 'a', 'b'], 'Usage: npm run admin -- show <email|id>'],
    [['set-plan', 'a@example.com', 'basic'], "Invalid plan type 'basic': use free, pro or enterprise"],
    [['set-plan', 'a@example.com'], 'Usage: npm run admin -- set-plan <email|id> <free|pro|enterprise> [--trial-days N]'],
    [['set-plan', 'a@example.com', 'pro', '--trial-days', '4'], '--trial-days needs a whole number from 1 to 3'],
    [['set-plan', 'a@example.com', 'pro', '--trial-days', '0'], '--trial-days needs a whole number from 1 to 3'],
    [['set-plan', 'a@example.com', 'free', '--trial-days', '2'], 'Invalid plan type: a trial is of pro or enterprise'],
    [['delete-user', 'a@example.com', '--yes=no'], 'Unknown option --yes'],
  ];
  it.each(bad)('%j -> %s', (argv, message) => {
    expect(() => parseAdminArgs(argv)).toThrow(new UsageError(message));
  });
});

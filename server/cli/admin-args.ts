/** What the operator asked for. */
export type AdminCommand =
  | { kind: 'help' }
  | { kind: 'users'; search: string | undefined; limit: number }
  | { kind: 'show'; user: string }
  | { kind: 'set-plan'; user: string; planType: 'free' | 'pro' | 'enterprise'; trialDays: number | undefined }
  | { kind: 'end-trial'; user: string }
  | { kind: 'delete-user'; user: string; confirmed: boolean }
  | { kind: 'reset-mfa'; user: string; confirmed: boolean }
  | { kind: 'contact-messages'; limit: number }
  | { kind: 'backup'; file: string | undefined; keep: number }
  | { kind: 'restore'; file: string; confirmed: boolean }
  | { kind: 'searches'; limit: number };

export const USAGE = `Rank Checker operator commands (same database as the server: DATABASE_URL, or the embedded one in DATA_DIR)

Usage: npm run admin -- <command> [options]

  users [--search TEXT] [--limit N]     List users, newest first (default 50): id, e-mail, verified, plan, created
  show <email|id>                       A user's plan, today's checks and total checks
  set-plan <email|id> <free|pro|enterprise> [--trial-days N]
                                        Put a user on a plan; with --trial-days (1-3) as a trial ending at the end
                                        of the day N days ahead in the user's time zone
  end-trial <email|id>                  End a running trial now (the user becomes free; no second trial)
  delete-user <email|id> --yes          Delete a user and everything of theirs
  reset-mfa <email|id> --yes            Turn a user's two-step sign-in off (authenticator app, passkeys, recovery
                                        codes) once you have checked that it is them asking; they are told by
                                        e-mail. Also as reset-two-step
  backup [FILE] [--keep N]              Back up the embedded database while the app runs, into FILE or
                                        DATA_DIR/backups (keeping the newest N there, 7 by default)
  restore FILE --yes                    Put a backup in place of the embedded database, with the app stopped
                                        (the database it replaces is kept beside it)
  contact-messages [--limit N]          Messages sent with the /contact form, newest first (default 20), and
                                        whether each was e-mailed to CONTACT_EMAIL
  searches [--limit N]                  SERP provider searches: used this month against SERP_MONTHLY_BUDGET, the
                                        active schedules' estimate for a month, and the accounts taking the most
                                        (default 10)
  help                                  This text

Exit codes: 0 done, 1 failed (e.g. no such user), 2 wrong usage.`;

/** A mistake in the command line (exit code 2). */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const PLAN_TYPES = ['free', 'pro', 'enterprise'] as const;
export const MAX_LIST_LIMIT = 1000;
export const MAX_TRIAL_DAYS = 3;

function wholeNumber(option: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new UsageError(`${option} needs a whole number from ${min} to ${max}`);
  }
  return Number(value);
}

/** Splits argv into positionals and --options (`--name value`, `--name=value` or a bare flag). */
function split(argv: string[], valued: readonly string[], flags: readonly string[]) {
  const positional: string[] = [];
  const options: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s);
    if (valued.includes(name)) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options[name] = value;
    } else if (flags.includes(name) && inline === undefined) {
      options[name] = true;
    } else {
      throw new UsageError(`Unknown option --${name}`);
    }
  }
  return { positional, options };
}

function exactly(positional: string[], count: number, usage: string): string[] {
  if (positional.length !== count) throw new UsageError(`Usage: npm run admin -- ${usage}`);
  return positional;
}

/** Parses `npm run admin -- ...` arguments; throws UsageError with a message for the operator. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
      throw new UsageError('No command given');
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'users': {
      const { positional, options } = split(rest, ['search', 'limit'], []);
      exactly(positional, 0, 'users [--search TEXT] [--limit N]');
      const search = typeof options.search === 'string' && options.search.trim() !== '' ? options.search.trim() : undefined;
      const limit = options.limit === undefined ? 50 : wholeNumber('--limit', String(options.limit), 1, MAX_LIST_LIMIT);
      return { kind: 'users', search, limit };
    }
    case 'show':
    case 'end-trial': {
      const [user = ''] = exactly(split(rest, [], []).positional, 1, `${name} <email|id>`);
      return { kind: name, user };
    }
    case 'set-plan': {
      const { positional, options } = split(rest, ['trial-days'], []);
      const [user = '', planType = ''] = exactly(positional, 2, 'set-plan <email|id> <free|pro|enterprise> [--trial-days N]');
      if (!(PLAN_TYPES as readonly string[]).includes(planType)) throw new UsageError(`Invalid plan type '${planType}': use free, pro or enterprise`);
      const trialDays = options['trial-days'] === undefined ? undefined : wholeNumber('--trial-days', String(options['trial-days']), 1, MAX_TRIAL_DAYS);
      if (trialDays !== undefined && planType === 'free') throw new UsageError('Invalid plan type: a trial is of pro or enterprise');
      return { kind: 'set-plan', user, planType: planType as 'free' | 'pro' | 'enterprise', trialDays };
    }
    case 'delete-user':
    case 'reset-mfa':
    case 'reset-two-step': {
      const { positional, options } = split(rest, [], ['yes']);
      const [user = ''] = exactly(positional, 1, `${name} <email|id> --yes`);
      return { kind: name === 'delete-user' ? name : 'reset-mfa', user, confirmed: options.yes === true };
    }
    case 'backup': {
      const { positional, options } = split(rest, ['keep'], []);
      if (positional.length > 1) throw new UsageError('Usage: npm run admin -- backup [FILE] [--keep N]');
      const keep = options.keep === undefined ? 7 : wholeNumber('--keep', String(options.keep), 1, 1000);
      return { kind: 'backup', file: positional[0], keep };
    }
    case 'restore': {
      const { positional, options } = split(rest, [], ['yes']);
      const [file = ''] = exactly(positional, 1, 'restore FILE --yes');
      return { kind: 'restore', file, confirmed: options.yes === true };
    }
    case 'contact-messages': {
      const { positional, options } = split(rest, ['limit'], []);
      exactly(positional, 0, 'contact-messages [--limit N]');
      const limit = options.limit === undefined ? 20 : wholeNumber('--limit', String(options.limit), 1, MAX_LIST_LIMIT);
      return { kind: 'contact-messages', limit };
    }
    case 'searches': {
      const { positional, options } = split(rest, ['limit'], []);
      exactly(positional, 0, 'searches [--limit N]');
      const limit = options.limit === undefined ? 10 : wholeNumber('--limit', String(options.limit), 1, MAX_LIST_LIMIT);
      return { kind: 'searches', limit };
    }
    default:
      throw new UsageError(`Unknown command '${name}'`);
  }
}

import { keyAccess } from '../services/api-keys/api-access';
import { mapOperations } from './map-operations';

/** How a request proves who it is: an API key of the account, or the browser's session cookie. */
export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'rc_live_…',
    description:
      'An API key created in Settings → API keys, sent as `Authorization: Bearer rc_live_…`. A read key may only GET; a write key may also create, change and delete.',
  },
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: 'rc_session',
    description: 'The session cookie the app sets on sign-in. Account, password, billing and key routes accept only this.',
  },
} as const;

type SecurityRequirement = Record<string, string[]>;

interface Operation {
  tags?: string[];
  parameters?: Array<Record<string, unknown>>;
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

interface Document {
  tags?: Array<{ name: string; [key: string]: unknown }>;
}

/** Routes that need a signed-in account; every other route also answers guests (rank checks with the guest allowance). */
const SIGNED_IN_TAGS = new Set(['account', 'payments']);
const PUBLIC_PAYMENT_PATHS = new Set(['/api/v1/stripe/webhook']);
const needsAccount = (path: string, tags: string[]) =>
  path.startsWith('/api/v1/me/') || (tags.some((tag) => SIGNED_IN_TAGS.has(tag)) && !PUBLIC_PAYMENT_PATHS.has(path));

/**
 * Who may call an operation, read from the same rules the server applies to keys (services/api-keys/api-access):
 * a key (with the scope it needs: `read` for GET, `write` otherwise) or the session where keys are accepted, only
 * the session where they are not; `{}` where guests may call it too. OpenAPI 3.1 lets a bearer requirement name
 * the role it needs, so the key's scope is written there.
 */
export function operationSecurity(method: string, path: string, tags: string[]): SecurityRequirement[] {
  const verb = method.toUpperCase();
  const keyScope = keyAccess(verb, path, 'read') === 'ok' ? 'read' : keyAccess(verb, path, 'write') === 'ok' ? 'write' : null;
  const account = needsAccount(path, tags);
  if (keyScope) return [{ apiKey: [keyScope] }, { session: [] }, ...(account ? [] : [{}])];
  return account ? [{ session: [] }] : [];
}

const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'With an API key: a unique string (1–255 visible ASCII characters, such as a UUID). Sent again within 24 hours with the same body, the first answer comes back (with `Idempotent-Replayed: true`) and nothing runs twice; with another body the answer is 422 `IDEMPOTENCY_KEY_REUSED`.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** "rank checks" → "Rank checks", "api keys" → "API keys". */
const displayName = (tag: string) =>
  tag.replace(/\b(api|seo)\b/g, (word) => word.toUpperCase()).replace(/^./, (first) => first.toUpperCase());

/**
 * Adds to every operation who may call it (unless its route schema says so itself), the Idempotency-Key header
 * to each POST a key may make, and the tags for the reference's menu: capitalised, those with operations a key
 * may call first (rank checks, history, …), then those of the browser (sign-in, account, billing).
 */
export function withAccessRules<T extends object>(input: T): T {
  const tagNames = new Set<string>();
  const keyTags = new Set<string>();
  const withAccess = mapOperations<T, Operation>(input, (operation, method, path) => {
    const tags = operation.tags ?? [];
    tags.forEach((tag) => tagNames.add(tag));
    const security = operation.security ?? operationSecurity(method, path, tags);
    const takesKey = security.some((requirement) => 'apiKey' in requirement);
    if (takesKey) tags.forEach((tag) => keyTags.add(tag));
    const parameters = method === 'post' && takesKey ? [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER] : operation.parameters;
    return { ...operation, security, ...(parameters ? { parameters } : {}) };
  });
  const declared = new Map(((input as Document).tags ?? []).map((tag) => [tag.name, tag]));
  const ordered = [...tagNames].sort((a, b) => Number(keyTags.has(b)) - Number(keyTags.has(a)));
  const tags = ordered.map((name) => ({ 'x-displayName': displayName(name), ...declared.get(name), name }));
  return { ...withAccess, tags };
}

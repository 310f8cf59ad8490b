import fc from 'fast-check';
import type { ApiOperation, ApiParameter, JsonSchema } from './openapi-operations';

/** A request ready for `app.inject`, remembering which documented operation it was aimed at. */
export interface FuzzRequest {
  method: ApiOperation['method'];
  /** The OpenAPI path the request was built from. */
  route: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Strings that have broken servers before: control characters, lone surrogates, injections, sizes, look-alike numbers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u200b\ufeff',
  '🦄🇬🇧',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%ff',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  'http://169.254.169.254/latest/meta-data/',
  'http://[::1]:5432/',
  'file:///etc/passwd',
  '\r\nSet-Cookie: a=b',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '9223372036854775808',
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  '__proto__',
  'constructor',
  'a'.repeat(3000),
  'é'.repeat(70_000),
];

/**
 * Web addresses that are only hostile once parsed: a control character hidden in a percent escape (decoded, it
 * reaches the database as a NUL), and addresses within 2048 characters as typed that grow far past it when written
 * out (each emoji percent-encodes to 12 characters).
 */
const NASTY_URLS = [
  'example.com/a%00b',
  'https://example.com/%00',
  'example.com/line%0Abreak',
  'https://rival.example/%C2%85',
  `example.com/${'🦄'.repeat(1000)}`,
  `https://example.com/?q=${'🦄'.repeat(1000)}`,
  `https://${'é'.repeat(60)}.example/${'ü'.repeat(1900)}`,
];

const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS, ...NASTY_URLS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, 2 ** 53 + 1, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
);

/** Any JSON value, nested a little: the wrong type for nearly every field. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** Well-formed values for the API's field names, so that some requests get past validation into the route. */
const SAMPLES: Record<string, string[]> = {
  websiteUrl: ['example.com', 'https://www.example.com/shop?a=1', 'xn--bcher-kva.example', ...NASTY_URLS],
  competitorUrls: ['rival.example', 'https://other.example/', ...NASTY_URLS],
  url: ['https://example.com/', 'http://hooks.example.com/in', ...NASTY_URLS],
  keyword: ['best coffee', 'café près de moi', '北京 酒店'],
  site: ['example.com', 'www.example.com', ...NASTY_URLS],
  location: ['us', 'gb', 'de'],
  email: ['owner@example.com'],
  newEmail: ['new-owner@example.com'],
  confirmEmail: ['owner@example.com'],
  password: ['a long enough passphrase 1'],
  currentPassword: ['a long enough passphrase 1'],
  newPassword: ['another passphrase 22'],
  confirmPassword: ['a long enough passphrase 1', 'another passphrase 22'],
  timeZone: ['Europe/London', 'America/New_York', 'Mars/Olympus'],
  companyName: ['Acme Agency'],
  planType: ['pro', 'enterprise', 'basic'],
  token: ['not-a-real-token'],
  session_id: ['cs_test_123'],
};

/**
 * How far values stray from the schema: 'valid' keeps every value well-formed (so the request reaches the
 * route's own code: the database, the limits, the services), 'hostile' now and then swaps in the wrong type or a
 * nasty string, field by field.
 */
type Mode = 'valid' | 'hostile';

function valueFor(schema: JsonSchema, mode: Mode, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (mode === 'valid') return plausibleValue(schema, mode, depth, name);
  return fc.oneof({ weight: 5, arbitrary: plausibleValue(schema, mode, depth, name) }, { weight: 1, arbitrary: anyJson });
}

/** The right type for the schema, but in 'hostile' mode with nasty strings mixed in. */
function plausibleValue(schema: JsonSchema, mode: Mode, depth: number, name = ''): fc.Arbitrary<unknown> {
  const orNasty = <T>(good: fc.Arbitrary<T>): fc.Arbitrary<T | string> =>
    mode === 'valid' ? good : fc.oneof({ weight: 3, arbitrary: good }, { weight: 1, arbitrary: nastyString });
  if (schema.enum && schema.enum.length > 0) return orNasty(fc.constantFrom(...schema.enum));
  if (schema.anyOf && schema.anyOf.length > 0) return fc.oneof(...schema.anyOf.map((s) => valueFor(s, mode, depth + 1, name)));
  const samples = SAMPLES[name];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (samples && (type === 'string' || type === undefined)) return orNasty(fc.constantFrom(...samples));
  switch (type) {
    case 'integer':
    case 'number': {
      const inRange = fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 1000 });
      return mode === 'valid' ? inRange : fc.oneof(nastyNumber, inRange);
    }
    case 'boolean':
      return orNasty(fc.boolean());
    case 'array':
      if (depth > 2) return fc.constant([]);
      return fc.array(valueFor(schema.items ?? {}, mode, depth + 1, name), {
        minLength: mode === 'valid' ? (schema.minItems ?? 0) : 0,
        maxLength: mode === 'valid' ? Math.min(schema.maxItems ?? 6, 6) : 6,
      });
    case 'object':
      if (depth > 2) return fc.constant({});
      return objectFor(schema, mode, depth);
    default:
      return orNasty(plausibleString(schema));
  }
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'date') return fc.constantFrom('2026-11-01', '2026-11-30', '2025-01-01', '2024-02-29');
  if (schema.pattern?.includes('\\d')) return fc.oneof(fc.nat().map(String), fc.constant('18446744073709551616'));
  if (schema.pattern?.startsWith('^#')) return fc.constantFrom('#1a73e8', '#000000', '#ffffff');
  return fc.constantFrom('example.com', 'https://example.com/page', 'best coffee', 'us', 'pro', 'owner@example.com');
}

/**
 * An object: in 'valid' mode with its required properties and some optional ones; in 'hostile' mode with each
 * property kept, dropped or replaced, plus now and then a key nobody asked for.
 */
function objectFor(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => {
    const value = valueFor(property, mode, depth + 1, key);
    const kept = mode === 'valid' && required.has(key) ? value : fc.option(value, { nil: undefined, freq: 6 });
    return kept.map((v) => [key, v] as const);
  });
  const extras =
    mode === 'valid'
      ? fc.constant({})
      : fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'userId', 'planType', 'extra'), anyJson, { maxKeys: 2 });
  return fc.tuple(fc.tuple(...entries), extras).map(([pairs, extra]) => {
    const object: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) object[key] = value;
    // defineProperty, so a "__proto__" key is an own property that reaches the JSON text.
    for (const [key, value] of Object.entries(extra)) Object.defineProperty(object, key, { value, enumerable: true });
    return object;
  });
}

/** Percent-encodes like encodeURIComponent, but lets a lone surrogate through as the invalid UTF-8 it would be on the wire. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^\w.~-]/gu, '_') + '%ED%A0%80';
  }
}

const brokenEncoding = fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '%00');

function pathSegment(parameter: ApiParameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausibleValue(parameter.schema, 'hostile', 0, parameter.name).map((v) => encode(String(v))) },
    { weight: 1, arbitrary: brokenEncoding },
  );
}

/** The documented query parameters, well-formed: required ones always, optional ones now and then. */
function validQuery(parameters: ApiParameter[]): fc.Arbitrary<string> {
  const parts = parameters.map((p) => {
    const pair = valueFor(p.schema, 'valid', 0, p.name).map((v) => `${p.name}=${encode(String(v))}`);
    return p.required ? pair : fc.option(pair, { nil: '', freq: 2 });
  });
  return fc.tuple(...parts).map((chosen) => chosen.filter(Boolean).join('&'));
}

/** A query string: documented parameters dropped, repeated, mistyped or broken, and unknown ones added. */
function hostileQuery(parameters: ApiParameter[]): fc.Arbitrary<string> {
  const parts = parameters.map((p) =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant('') },
      {
        weight: 4,
        arbitrary: valueFor(p.schema, 'hostile', 0, p.name).map((v) => `${p.name}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`),
      },
      { weight: 1, arbitrary: fc.tuple(nastyString, nastyString).map(([a, b]) => `${p.name}=${encode(a)}&${p.name}=${encode(b)}`) },
      { weight: 1, arbitrary: brokenEncoding.map((raw) => `${p.name}=${raw}`) },
    ),
  );
  const unknown = fc.option(fc.tuple(nastyString, nastyString).map(([k, v]) => `${encode(k)}=${encode(v)}`), { freq: 4 });
  return fc.tuple(fc.tuple(...parts), unknown).map(([chosen, extra]) => [...chosen, extra ?? ''].filter(Boolean).join('&'));
}

interface Body {
  payload?: string;
  contentType?: string;
}

const json = (value: unknown): Body => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** JSON close to the schema, broken JSON, the wrong type at the top, another content type, or deep nesting. */
function hostileBody(operation: ApiOperation): fc.Arbitrary<Body> {
  const schema = operation.body ?? { type: 'object', properties: {} };
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(schema, 'hostile').map(json) },
    { weight: 1, arbitrary: fc.constant<Body>({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '1e999', '{"a":1}{', '\u0000').map((payload) => ({ payload, contentType: 'application/json' })),
    },
    { weight: 1, arbitrary: nastyString.map((payload) => ({ payload, contentType: 'text/plain' })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml')
        .map((contentType) => ({ payload: 'a=1&b=2', contentType })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' }) },
  );
}

/** A malformed (and now and then well-formed) request for one documented operation. */
export function hostileRequest(operation: ApiOperation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const takesBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const validBody = operation.body ? valueFor(operation.body, 'valid').map(json) : fc.constant<Body>({});
  // A third of the queries and of the bodies are well-formed throughout, so each route's own code is reached,
  // not only its validation.
  const query = fc.oneof({ weight: 2, arbitrary: hostileQuery(queryParameters) }, { weight: 1, arbitrary: validQuery(queryParameters) });
  const body = fc.oneof({ weight: 2, arbitrary: hostileBody(operation) }, { weight: 1, arbitrary: validBody });
  return fc
    .tuple(fc.tuple(...pathParameters.map(pathSegment)), query, takesBody ? body : fc.constant<Body>({}))
    .map(([segments, query, body]) => {
      let path = operation.path;
      pathParameters.forEach((parameter, i) => {
        path = path.replace(`{${parameter.name}}`, segments[i] || '_');
      });
      const headers: Record<string, string> = body.contentType ? { 'content-type': body.contentType } : {};
      return {
        method: operation.method,
        route: `${operation.method} ${operation.path}`,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}

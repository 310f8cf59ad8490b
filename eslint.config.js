// ESLint for the whole repository (`npm run lint`, part of `npm test`). Two jobs only:
// 1. the import arrows of ARCHITECTURE.md, checked on resolved file paths (import-x/no-restricted-paths);
// 2. a few type-aware typescript-eslint rules that catch real bugs (promises nobody awaits or handles,
//    awaiting non-promises, dead variables).
// No stylistic or formatting rules, no large presets: a finding here should always be worth fixing.
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** Every folder under web/features: each is a feature that may not import any other. */
const features = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The arrows between the server's service features (server/services/<feature>): which others each may import.
 * They form no cycle, which is checked here when ESLint loads: a feature that needs one that needs it says a
 * piece is in the wrong home (move it, or move what both need into core/). The files at server/services' top
 * (principal.ts, ping-database.ts) are shared leaves any feature may import.
 */
const SERVICE_ARROWS = {
  achievements: [],
  'alert-emails': ['mail'],
  alerts: ['alert-emails', 'webhooks'],
  audit: [],
  'api-keys': ['audit', 'plans'],
  auth: ['audit', 'mail', 'tokens', 'usage'],
  competitors: ['plans'],
  contact: ['mail', 'usage'],
  history: [],
  learning: [],
  mail: [],
  notifications: [],
  payments: [],
  plans: [],
  'rank-check': ['achievements', 'alerts', 'competitors', 'notifications', 'plans', 'usage', 'webhooks'],
  reports: ['audit', 'mail', 'plans', 'tokens', 'usage'],
  schedules: ['alerts', 'audit', 'plans', 'rank-check', 'seo-snapshot', 'usage', 'webhooks'],
  'seo-snapshot': ['usage'],
  'time-zone': ['schedules'],
  tracking: ['audit', 'plans', 'schedules'],
  tokens: [],
  usage: ['plans'],
  webhooks: ['audit', 'usage'],
  workspaces: ['audit', 'mail', 'plans', 'tokens'],
};

const serviceFeatures = readdirSync(new URL('./server/services', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
for (const feature of serviceFeatures) {
  if (!(feature in SERVICE_ARROWS)) throw new Error(`eslint.config.js: add server/services/${feature} to SERVICE_ARROWS with the features it imports.`);
}
/** Throws on a cycle among the arrows, naming it. */
function assertNoCycle(arrows) {
  const done = new Set();
  const visit = (feature, path) => {
    if (path.includes(feature)) throw new Error(`eslint.config.js: SERVICE_ARROWS has a cycle: ${[...path.slice(path.indexOf(feature)), feature].join(' -> ')}`);
    if (done.has(feature)) return;
    for (const next of arrows[feature] ?? []) visit(next, [...path, feature]);
    done.add(feature);
  };
  for (const feature of Object.keys(arrows)) visit(feature, []);
}
assertNoCycle(SERVICE_ARROWS);

/**
 * The arrows, as zones: files under `target` may not import files under `from` (except `except`, given
 * relative to `from`). `name` lets the test override below drop the zones tests may cross.
 * `from: '.'` with `./node_modules` excepted reads "nothing of ours, only third-party packages".
 */
const zones = [
  {
    name: 'core',
    target: './core',
    from: '.',
    except: ['./core', './node_modules'],
    message: 'core/ is pure domain code: it imports nothing of ours, only third-party packages.',
  },
  {
    name: 'contracts',
    target: './contracts',
    from: '.',
    except: ['./contracts', './core', './node_modules'],
    message: 'contracts/ imports only core/ (and third-party packages such as zod).',
  },
  {
    name: 'web',
    target: './web',
    from: '.',
    except: ['./web', './contracts', './core', './node_modules'],
    message: 'web/ imports only web/, contracts/ and core/: never server/ (the API is its only way in).',
  },
  ...features.map((feature) => ({
    name: 'web-features',
    target: `./web/features/${feature}`,
    from: './web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: web/app composes them; share code through web/components or web/lib.',
  })),
  {
    // Not spelled out in ARCHITECTURE.md, but implied by "app/ composes them": a feature that imports the
    // app shell, or a shared module that imports a feature, would let features reach each other.
    name: 'web-app',
    target: './web/features',
    from: './web/app',
    message: 'Features do not import web/app: the app composes features, not the other way round.',
  },
  {
    name: 'web-shared',
    target: ['./web/components', './web/lib', './web/config'],
    from: ['./web/features', './web/app'],
    message: 'web/components, web/lib and web/config are shared by every feature: they import no feature and not the app.',
  },
  {
    name: 'mcp',
    target: './mcp',
    from: '.',
    except: ['./mcp', './contracts', './core', './node_modules'],
    message: 'mcp/ is a client of the HTTP API: it imports only mcp/, contracts/ and core/, never server/ or web/.',
  },
  {
    name: 'routes-db',
    target: './server/routes',
    from: './server/db',
    // The pool handle's *type* is allowed (routes receive the pool and hand it to services); the
    // no-restricted-imports rule below refuses any value imported from db/pool.
    except: ['./pool.ts'],
    message: 'Routes reach the database only through server/services.',
  },
  {
    name: 'services-routes',
    target: './server/services',
    from: './server/routes',
    message: 'Services are called by routes, never the other way round.',
  },
  ...serviceFeatures.map((feature) => ({
    name: 'service-arrows',
    target: `./server/services/${feature}`,
    from: serviceFeatures.filter((other) => other !== feature && !SERVICE_ARROWS[feature].includes(other)).map((other) => `./server/services/${other}`),
    message: `server/services/${feature} may import only ${SERVICE_ARROWS[feature].join(', ') || 'no other feature'} (SERVICE_ARROWS in eslint.config.js): no two features import each other.`,
  })),
  {
    name: 'metrics',
    target: './server/metrics',
    from: ['./server/services', './server/routes', './server/adapters', './server/jobs', './server/plugins'],
    message: 'server/metrics defines what is counted: services, jobs and plugins import it, never the other way round.',
  },
  {
    name: 'adapters',
    target: './server/adapters',
    from: ['./server/services', './server/routes'],
    message: 'Adapters talk to vendors; services combine them. Adapters never import services or routes.',
  },
  {
    name: 'db',
    target: './server/db',
    from: ['./server/services', './server/routes'],
    message: 'server/db is the bottom of the server: it never imports services, routes or adapters.',
  },
  {
    name: 'db',
    target: './server/db',
    from: './server/adapters',
    // The SERP page cache stores what providers return, so it names the SerpEntry *type*; values from
    // that module are refused by no-restricted-imports below.
    except: ['./serp/serp-provider.ts'],
    message: 'server/db is the bottom of the server: it never imports services, routes or adapters.',
  },
];

/** no-restricted-paths options without our `name` tags (the rule's schema refuses unknown keys). */
const restrictedPaths = (list) => ['error', { basePath: root, zones: list.map(({ name: _name, ...zone }) => zone) }];

/** Value imports refused where only a type may cross a boundary (see the `except`s above). */
const typeOnlyImports = (regex, message) => [
  'error',
  { patterns: [{ regex, allowTypeImports: true, message }] },
];

export default defineConfig(
  {
    ignores: ['node_modules/', 'dist/', 'test-results/', 'playwright-report/', '.data/', '.tmp/', 'bench/results/'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX, '@typescript-eslint': tseslint.plugin },
    languageOptions: {
      parser: tseslint.parser,
      ecmaVersion: 2023,
      sourceType: 'module',
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.node', '.d.ts'],
          conditionNames: ['types', 'import', 'module', 'require', 'default'],
        }),
      ],
    },
    rules: {
      // A boundary check is only as good as resolution: an import the resolver cannot follow would pass
      // no-restricted-paths silently, so every import must resolve.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': restrictedPaths(zones),

      // Core ESLint rules for bugs that TypeScript does not catch.
      'no-async-promise-executor': 'error',
      'no-constant-binary-expression': 'error',
      'no-self-compare': 'error',
      'no-unsafe-finally': 'error',
      'no-unsafe-optional-chaining': 'error',

      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Type-aware rules: every .ts/.tsx file is in tsconfig.json's include, so the project service finds it.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Vitest files are linted without types: a third of lint's time went to typing them, and what the typed rules
    // catch there Vitest catches itself (an assertion left unawaited is awaited at the test's end, and reported).
    // Browser specs (e2e/*.spec.ts) keep them: an unawaited Playwright step is a flaky spec.
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
  {
    // Plain JavaScript (Node scripts and the PDF worker's entry) is outside tsconfig, so tsc does not see a
    // misspelt name there: no-undef does.
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['server/routes/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': typeOnlyImports(
        '(^|/)db/pool$',
        'Routes may name the pool type they hand to services, but run no query or transaction themselves: use a service.',
      ),
      // Holding the pool's type, a route could still run SQL on the pool it is given: refuse the calls.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(query|connect)$/]",
          message: 'Routes run no SQL: call a service (server/services) that does.',
        },
      ],
    },
  },
  {
    // The MCP SDK is imported by the subpaths its documentation gives ('@modelcontextprotocol/sdk/server/mcp.js').
    // Its exports map them through a "./*" pattern whose `types` target ('…/mcp.js.d.ts') does not exist;
    // TypeScript falls back to the `import` target, the resolver here does not, so only these are excused.
    files: ['mcp/**/*.ts'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@modelcontextprotocol/sdk/'] }] },
  },
  {
    files: ['server/db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': typeOnlyImports(
        '(^|/)adapters/serp/serp-provider$',
        'server/db may use the SERP provider types it caches, never adapter code.',
      ),
    },
  },
  {
    // Background work is defined, queued and run through server/jobs (ARCHITECTURE.md): nothing else talks to
    // graphile-worker, so a job's name, payload and lane have one home.
    files: ['server/**/*.ts'],
    ignores: ['server/jobs/**', 'server/main.ts', 'server/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'graphile-worker', message: 'Define, queue and run jobs through server/jobs.' }] }],
    },
  },
  {
    // Tests are lenient only where they must be: route tests seed and inspect the database directly
    // (routes-db, and the route-only rules above), and feature tests may render a piece of the app shell
    // beside the feature (web-app), MCP tests start the app their client talks to (mcp), and a service's tests
    // may set up what other features own (service-arrows). Every other arrow
    // holds for tests too. Test helpers (server/testing, web/testing), e2e/, bench/ and scripts/ are no zone's
    // target, so they may import any layer they drive.
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(zones.filter((zone) => !['routes-db', 'web-app', 'mcp', 'service-arrows'].includes(zone.name))),
      '@typescript-eslint/no-restricted-imports': 'off',
      'no-restricted-syntax': 'off',
    },
  },
);

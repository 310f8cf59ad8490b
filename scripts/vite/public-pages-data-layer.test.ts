import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_MODULES } from './public-page-modules';

// Decision 005: the public pages' first load carries no data layer. What they may take from react-query: its
// context (whether the data layer is loaded) and `queryOptions` (an identity function that types a query).
const ALLOWED = new Set(['QueryClientContext', 'queryOptions']);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The module a relative import names, as the bundler resolves it. */
function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** A module's static imports that bring code (type-only ones are erased), each with the names it takes. */
function imports(file: string): { specifier: string; names: string[] }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: { specifier: string; names: string[] }[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
      const bindings = statement.importClause?.namedBindings;
      const names = bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) : ['*'];
      if (statement.importClause?.name) names.push('default');
      found.push({ specifier: (statement.moduleSpecifier as ts.StringLiteral).text, names });
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push({ specifier: (statement.moduleSpecifier as ts.StringLiteral).text, names: ['*'] });
    }
  }
  return found;
}

/** What each module statically reachable from `starts` takes from react-query, beyond what is allowed. */
function dataLayerUses(starts: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...starts];
  const uses: string[] = [];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, names } of imports(file)) {
      if (specifier === '@tanstack/react-query' || specifier === '@tanstack/query-core') {
        const taken = names.filter((name) => !ALLOWED.has(name));
        if (taken.length > 0) uses.push(`${path.relative(ROOT, file)}: ${taken.join(', ')}`);
      } else if (specifier.startsWith('.')) {
        const resolved = resolveImport(file, specifier);
        if (resolved) pending.push(resolved);
      }
    }
  }
  return uses;
}

describe("the public pages' first load", () => {
  it('takes nothing from the data layer but its context: a part that reads data with react-query is loaded apart', () => {
    const starts = ['web/main.tsx', ...PUBLIC_PAGE_MODULES].map((module) => resolveImport(path.join(ROOT, 'x'), `./${module}`)!);
    expect(starts.every(Boolean)).toBe(true);
    expect(dataLayerUses(starts)).toEqual([]);
  });

  it('sees a module that does, through the modules importing it', () => {
    // The signed-in pages' layout route carries the data layer on purpose.
    expect(dataLayerUses([path.join(ROOT, 'web/app/data-layer.tsx')])).toEqual(['web/lib/query-client.ts: QueryClient, QueryObserver, notifyManager']);
  });
});

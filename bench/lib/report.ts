import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** Prints a benchmark's figures and writes them to bench/results/<name>.json with the time of the run. */
export async function report(name: string, lines: string[], data: unknown): Promise<void> {
  console.log(`\n== ${name} ==`);
  for (const line of lines) console.log(`  ${line}`);
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(
    path.join(RESULTS_DIR, `${name}.json`),
    `${JSON.stringify({ name, measuredAt: new Date().toISOString(), ...(data as object) }, null, 2)}\n`,
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

import type { Result } from 'lighthouse';
import { median } from './report';

export const CATEGORIES = [
  { id: 'performance', label: 'performance', target: 95 },
  { id: 'accessibility', label: 'accessibility', target: 100 },
  { id: 'best-practices', label: 'best practices', target: 95 },
  { id: 'seo', label: 'SEO', target: 100 },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export interface FailingAudit {
  id: string;
  title: string;
  score: number;
  /** The measured value as Lighthouse words it ("3.1 s"), for metrics and opportunities. */
  value?: string;
  /** Its share of the category score; 0 for diagnostics that only hint at a cause. */
  weight: number;
}

/** A category's score out of 100 in one Lighthouse run (0 when the category did not run). */
export function categoryScore(lhr: Result, id: CategoryId): number {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/**
 * The audits that cost a category points in one run: those it weighs or lists with a score below 1.
 * Informative, manual and not-applicable audits have no score and are left out.
 */
export function failingAudits(lhr: Result, id: CategoryId): FailingAudit[] {
  const refs = lhr.categories[id]?.auditRefs ?? [];
  return refs
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      return [{ id: audit.id, title: audit.title, score: audit.score, value: audit.displayValue || undefined, weight: ref.weight }];
    })
    .sort((a, b) => b.weight - a.weight || a.score - b.score);
}

export interface CategorySummary {
  id: CategoryId;
  label: string;
  target: number;
  runs: number[];
  median: number;
  met: boolean;
  /** When the target is missed: the failing audits of the run whose score is the median. */
  failing: FailingAudit[];
}

/** Median of each category over a page's runs, checked against its target (`targets` overrides some). */
export function summarizeCategories(runs: Result[], targets: Partial<Record<CategoryId, number>> = {}, only?: readonly CategoryId[]): CategorySummary[] {
  return CATEGORIES.filter(({ id }) => !only || only.includes(id)).map(({ id, label, target: usual }) => {
    const target = targets[id] ?? usual;
    const scores = runs.map((lhr) => categoryScore(lhr, id));
    const mid = median(scores);
    const met = mid >= target;
    const medianRun = runs[scores.indexOf(scores.reduce((best, s) => (Math.abs(s - mid) < Math.abs(best - mid) ? s : best)))];
    return { id, label, target, runs: scores, median: mid, met, failing: met || !medianRun ? [] : failingAudits(medianRun, id) };
  });
}

/** "performance 97 (runs 96, 97, 98) · accessibility 100 · best practices 100 · SEO 100". */
export function categoryLine(summaries: CategorySummary[]): string {
  return summaries
    .map((s) => {
      const runs = s.id === 'performance' ? ` (runs ${s.runs.join(', ')})` : '';
      const miss = s.met ? '' : ` MISSED (target ${s.target === 100 ? '100' : `>= ${s.target}`})`;
      return `${s.label} ${s.median}${runs}${miss}`;
    })
    .join(' · ');
}

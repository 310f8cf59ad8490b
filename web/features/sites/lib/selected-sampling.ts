import type { TrackedQueryRow } from '../../../../contracts/tracking';
import { runsPerMonth } from '../../../../core/schedules/estimate-searches';
import { AI_ANSWER_ENGINES, type AiAnswerEngine } from '../../../../core/search/ai-answers';

/**
 * What the AI answers dialog starts from for the selected rows on this page: the engines all of them sample,
 * and their checks a month (paused ones none), from which each engine's searches follow; null checks when none
 * of the selection is on this page (selected through "select all matching").
 */
export function selectedSampling(
  rows: readonly TrackedQueryRow[],
  selected: ReadonlySet<string>,
): { current: AiAnswerEngine[]; checksPerMonth: number | null; allOnPage: boolean } {
  const chosen = rows.filter((row) => selected.has(row.id));
  if (chosen.length === 0) return { current: [], checksPerMonth: null, allOnPage: false };
  return {
    allOnPage: chosen.length === selected.size,
    current: AI_ANSWER_ENGINES.filter((engine) => chosen.every((row) => row.aiAnswers.includes(engine))),
    checksPerMonth: chosen.reduce((sum, row) => sum + (row.isActive ? runsPerMonth(row.intervalType, row.intervalValue) : 0), 0),
  };
}

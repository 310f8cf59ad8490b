import type { IntervalType, ScheduledCheck } from '../../contracts/scheduled-check';
import type { ScheduleEstimate } from '../api/api-client';
import type { PlannedCheck } from './check-rank-text';
import { intervalText, queryText, searchesText, timeText } from './describe';

export interface PlannedSchedule extends PlannedCheck {
  intervalType: IntervalType;
  intervalValue: number;
}

/** Why a monthly figure is only "about": each run stops where the targets are found, and cached pages are free. */
const ESTIMATE_NOTE =
  'It is an estimate: each run reads result pages, one search each, down to where the site and its competitors were last found ' +
  '(the top 100 when they were never found), and pages fetched recently for the same query cost nothing.';

/** "about 4.3 runs", "about 30 runs": one decimal only where it matters. */
function runsText(runs: number): string {
  const rounded = runs.toLocaleString('en-US', { maximumFractionDigits: runs < 10 ? 1 : 0 });
  return `about ${rounded} ${rounded === '1' ? 'run' : 'runs'}`;
}

/** The answer to a first call: what would be tracked, about what it would spend a month, and how to go ahead. */
export function trackPreviewText(schedule: PlannedSchedule, estimate: ScheduleEstimate, facts: { simulated: boolean }): string {
  const query = queryText({ engine: schedule.searchEngine, location: schedule.location, device: schedule.device });
  const competitors = schedule.competitorUrls.length > 0 ? `, with competitors ${schedule.competitorUrls.join(', ')}` : '';
  const perMonth = `about ${searchesText(estimate.searchesPerMonth)} a month`;
  const lines = [
    `Nothing has been scheduled yet. This would track "${schedule.keyword}" for ${schedule.websiteUrl} on ${query}${competitors}, ` +
      `${intervalText(schedule.intervalType, schedule.intervalValue)}, saving each rank to the history.`,
    '',
  ];
  if (facts.simulated) {
    lines.push(
      'This Rank Checker uses its built-in simulated search engine: its runs spend no provider searches (with a real provider this ' +
        `schedule would need ${perMonth}), and the ranks it saves are not real search results.`,
    );
  } else {
    const overview =
      estimate.overviewSearchesPerMonth > 0
        ? `, and up to ${searchesText(estimate.overviewSearchesPerMonth)} more on runs where Google's AI Overview loads after the page and has to be read on its own`
        : '';
    lines.push(
      `Cost: ${perMonth} with the search provider, for as long as it stays tracked (${runsText(estimate.runsPerMonth)} a month, ` +
        `each expected to need ${searchesText(estimate.searchesPerRun)})${overview}. ${ESTIMATE_NOTE}`,
    );
  }
  lines.push('', 'To schedule it, ask the user, then call add_tracked_keyword again with the same arguments and confirm: true.');
  return lines.join('\n');
}

/** The answer once the schedule is created: what, how often, its first run and its monthly estimate. */
export function trackedText(created: ScheduledCheck): string {
  const query = queryText({ engine: created.searchEngine, location: created.location, device: created.device });
  return [
    `Now tracking "${created.keyword}" for ${created.websiteUrl} on ${query}, ${intervalText(created.intervalType, created.intervalValue)} (id ${created.id}).`,
    `First run: ${timeText(created.nextCheckAt)}.`,
    `It needs about ${searchesText(created.estimatedSearchesPerMonth)} a month with the search provider. ${ESTIMATE_NOTE}`,
  ].join('\n');
}

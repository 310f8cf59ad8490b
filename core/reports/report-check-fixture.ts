import type { ReportCheck } from './report-input';

/** A desktop Google check in the United States of real results, for the report tests' tables. */
export function reportCheck(fields: Partial<ReportCheck> & { rank: number }): ReportCheck {
  return {
    keyword: 'k',
    engine: 'google',
    location: 'us',
    device: 'desktop',
    simulated: false,
    competitors: [],
    checkedAt: new Date('2026-01-01T10:00:00Z'),
    ...fields,
  };
}

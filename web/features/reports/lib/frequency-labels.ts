import type { ReportSchedule } from '../../../../contracts/report';

/** How a schedule's frequency reads on screen. */
export const FREQUENCY_LABELS: Record<ReportSchedule['frequency'], string> = { weekly: 'Weekly', monthly: 'Monthly' };

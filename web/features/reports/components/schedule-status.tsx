import type { ReportSchedule } from '../../../../contracts/report';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const STATUS: Record<ReportSchedule['status'] | 'paused', { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  waiting_for_confirmation: { label: 'Waiting for confirmation', tone: 'warning' },
  unsubscribed: { label: 'Unsubscribed', tone: 'neutral' },
  paused: { label: 'Paused', tone: 'caution' },
};

/** Paused (the plan lacks scheduled reports) shows only where the recipient side is fine, so nothing hides a wait. */
export function scheduleStatusKey(schedule: Pick<ReportSchedule, 'status'>, paused: boolean): keyof typeof STATUS {
  return paused && schedule.status === 'active' ? 'paused' : schedule.status;
}

export function ScheduleStatusBadge({ schedule, paused }: { schedule: Pick<ReportSchedule, 'status'>; paused: boolean }) {
  const { label, tone } = STATUS[scheduleStatusKey(schedule, paused)];
  return <Badge tone={tone}>{label}</Badge>;
}

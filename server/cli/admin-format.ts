import type { PlanInfo } from '../../core/plans/plan-info';

/** Text columns aligned under a header, for terminal output. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd();
  return [line(header), ...rows.map(line)];
}

/** 2026-06-01 10:00 UTC */
export function formatTime(date: Date | null | undefined): string {
  return date ? `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC` : '-';
}

/** The effective plan in a few words: 'free', 'pro (paid)', 'enterprise trial, 2 days left', ... */
export function describePlan(plan: PlanInfo, subscriptionStatus?: string): string {
  if (plan.isTrial) return `${plan.planType} trial, ${plan.trialDaysRemaining} day${plan.trialDaysRemaining === 1 ? '' : 's'} left`;
  if (plan.isPaidSubscription) return `${plan.planType} (paid)`;
  if (plan.subscriptionId) return `${plan.planType} (subscription ${subscriptionStatus ?? 'not active'})`;
  return plan.planType;
}

import type { HistoryFilters } from '../../../contracts/history';
import { addLocalDays, startOfLocalDate, type LocalDate, userTimeZone } from '../../../core/plans/local-day';
import type { Queryable } from '../../db/pool';
import type { HistoryWhere } from '../../db/queries/history-where';
import { selectUserTimeZone } from '../../db/queries/history-time-zone';
import { AppError } from '../../errors';

function parseDay(day: string): LocalDate {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return { year, month, day: date };
}

/**
 * The filters as a where clause: `from` and `to` are calendar days in the user's time zone (`to` inclusive),
 * so "1 May" means the checks the user saw dated 1 May on their clock, whatever the server's zone.
 */
export async function resolveHistoryWhere(db: Queryable, userId: string, filters: HistoryFilters): Promise<HistoryWhere> {
  const where: HistoryWhere = {
    userId,
    site: filters.site || undefined,
    keyword: filters.keyword || undefined,
    engine: filters.engine,
    location: filters.location || undefined,
    device: filters.device,
    tag: filters.tag || undefined,
    aiOverview: filters.aiOverview,
    features: filters.feature ? [filters.feature] : undefined,
  };
  if (filters.from === undefined && filters.to === undefined) return where;
  if (filters.from !== undefined && filters.to !== undefined && filters.from > filters.to) {
    throw new AppError('INVALID_INPUT', 'The start date must not be after the end date.');
  }
  const timeZone = userTimeZone(await selectUserTimeZone(db, userId));
  if (filters.from !== undefined) where.since = startOfLocalDate(parseDay(filters.from), timeZone);
  if (filters.to !== undefined) where.before = startOfLocalDate(addLocalDays(parseDay(filters.to), 1), timeZone);
  return where;
}

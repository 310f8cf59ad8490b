import type { Queryable } from '../../db/pool';
import { deleteHistoryRows } from '../../db/queries/history-delete';
import { AppError } from '../../errors';

const MAX_BIGINT = 9_223_372_036_854_775_807n;

/** Ids past bigint's range cannot be rows; dropping them keeps the cast in SQL from failing. */
function storableIds(ids: readonly string[]): string[] {
  return ids.filter((id) => /^\d{1,19}$/.test(id) && BigInt(id) <= MAX_BIGINT);
}

/** Deletes the user's checks among `ids`; ids of other users' checks (or none) are ignored. */
export async function deleteHistory(db: Queryable, userId: string, ids: readonly string[]): Promise<{ deleted: number }> {
  return { deleted: await deleteHistoryRows(db, userId, storableIds(ids)) };
}

/** Deletes one of the user's checks; NOT_FOUND (404) when it is not theirs or does not exist. */
export async function deleteHistoryEntry(db: Queryable, userId: string, id: string): Promise<void> {
  const deleted = await deleteHistoryRows(db, userId, storableIds([id]));
  if (deleted === 0) throw new AppError('NOT_FOUND', 'This check was not found in your history.');
}

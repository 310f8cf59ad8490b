import type { ReportEmailLink } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import {
  confirmScheduleByToken,
  selectScheduleByConfirmToken,
  selectScheduleByUnsubscribeToken,
  unsubscribeSchedule,
  type LinkedScheduleRow,
} from '../../db/queries/report-email-links';
import { AppError } from '../../errors';
import { hashToken } from '../tokens/random-token';
import { scheduleStatus } from './report-schedules';

export const CONFIRM_LINK_INVALID =
  'This confirmation link is invalid, was already used or has expired. Ask whoever set up the report to send a new one.';
export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link no longer works: the report was deleted, or the link is more than a year old.';

/** 32 random bytes in base64url: exactly 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invalid = (message: string) => new AppError('INVALID_TOKEN', message);

function toLink(row: LinkedScheduleRow): ReportEmailLink {
  return { site: row.site, frequency: row.frequency, email: row.email, sender: row.owner_email, status: scheduleStatus(row) };
}

async function confirmable(db: Queryable, token: string, now: Date): Promise<LinkedScheduleRow> {
  const row = TOKEN.test(token) ? await selectScheduleByConfirmToken(db, hashToken(token), now) : undefined;
  if (!row) throw invalid(CONFIRM_LINK_INVALID);
  return row;
}

async function unsubscribable(db: Queryable, token: string, now: Date): Promise<LinkedScheduleRow> {
  const row = TOKEN.test(token) ? await selectScheduleByUnsubscribeToken(db, hashToken(token), now) : undefined;
  if (!row) throw invalid(UNSUBSCRIBE_LINK_INVALID);
  return row;
}

/** What a live confirmation link is about; 400 INVALID_TOKEN when unknown, used or expired. Changes nothing. */
export async function openConfirmLink(db: Queryable, token: string, now: Date): Promise<ReportEmailLink> {
  return toLink(await confirmable(db, token, now));
}

/** The recipient agrees: the schedule becomes active. The token works once. */
export async function confirmRecipient(db: Queryable, token: string, now: Date): Promise<ReportEmailLink> {
  const row = await confirmable(db, token, now);
  const confirmed = await confirmScheduleByToken(db, hashToken(token), now);
  // Another click used the token between the two statements: the same answer it got.
  if (!confirmed) throw invalid(CONFIRM_LINK_INVALID);
  return toLink({ ...row, ...confirmed });
}

/** What an unsubscribe link is about (and whether it was used); 400 INVALID_TOKEN when unknown or expired. */
export async function openUnsubscribeLink(db: Queryable, token: string, now: Date): Promise<ReportEmailLink> {
  return toLink(await unsubscribable(db, token, now));
}

/** Stops the schedule the e-mail came from; using the link again answers the same. */
export async function unsubscribeRecipient(db: Queryable, token: string, now: Date): Promise<ReportEmailLink> {
  const row = await unsubscribable(db, token, now);
  const stopped = await unsubscribeSchedule(db, row.id, now);
  if (!stopped) throw invalid(UNSUBSCRIBE_LINK_INVALID);
  return toLink({ ...row, ...stopped });
}

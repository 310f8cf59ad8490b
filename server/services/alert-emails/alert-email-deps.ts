import type { Mailer } from '../../adapters/mail';
import type { Pool } from '../../db/pool';
import type { PendingAlertEmailRow } from '../../db/queries/alert-emails';
import type { AlertFacts } from './alert-email-facts';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** What sending alert e-mails needs. */
export interface AlertEmailDeps {
  pool: Pool;
  mailer: Mailer;
  /** APP_URL: every link in the e-mails starts with it. */
  appUrl: string;
  tokens: UnsubscribeTokens;
  now: () => Date;
}

export const toAlertFacts = (row: PendingAlertEmailRow): AlertFacts => ({
  title: row.title,
  message: row.message,
  keyword: row.keyword,
  websiteUrl: row.website_url,
  searchEngine: row.search_engine,
  location: row.location,
  device: row.device,
  rank: row.rank,
  previousRank: row.previous_rank,
  createdAt: row.created_at,
});

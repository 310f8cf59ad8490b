import type { Queryable } from '../pool';

export type AlertEmailModeValue = 'off' | 'each' | 'digest';

/** What deciding about a user's alert e-mails needs: the address, whether it is verified, the mode and the hour. */
export interface EmailPreferencesRow {
  email: string;
  email_verified: boolean;
  time_zone: string;
  /** 'off' and the default hour when the user never chose (no row). */
  alert_emails: AlertEmailModeValue;
  digest_hour: number;
}

const COLUMNS = `u.email, u.email_verified_at is not null as email_verified, u.time_zone,
                 coalesce(p.alert_emails, 'off') as alert_emails, coalesce(p.digest_hour, $2::smallint)::int as digest_hour`;

/** The user's e-mail preferences (defaults when never saved); undefined when the user does not exist. */
export async function selectEmailPreferences(db: Queryable, userId: string, defaultHour: number): Promise<EmailPreferencesRow | undefined> {
  const { rows } = await db.query<EmailPreferencesRow>(
    `select ${COLUMNS} from users u left join email_preferences p on p.user_id = u.id where u.id = $1`,
    [userId, defaultHour],
  );
  return rows[0];
}

/**
 * The same, with the user's preference row locked (created first when missing) until the transaction ends:
 * a mode change and a send of the same user's alerts happen one after the other, never interleaved.
 */
export async function lockEmailPreferences(db: Queryable, userId: string, defaultHour: number, now: Date): Promise<EmailPreferencesRow | undefined> {
  await db.query(
    `insert into email_preferences (user_id, digest_hour, updated_at)
     select id, $2, $3 from users where id = $1
     on conflict (user_id) do nothing`,
    [userId, defaultHour, now],
  );
  // An inner join: a row lock cannot be taken on the nullable side of an outer one (the row exists now).
  const { rows } = await db.query<EmailPreferencesRow>(
    `select ${COLUMNS} from users u join email_preferences p on p.user_id = u.id where u.id = $1 for update of p`,
    [userId, defaultHour],
  );
  return rows[0];
}

/** Stores the mode and digest hour. Returns false when the user does not exist. */
export async function upsertEmailPreferences(
  db: Queryable,
  userId: string,
  preferences: { alertEmails: AlertEmailModeValue; digestHour: number },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into email_preferences (user_id, alert_emails, digest_hour, updated_at)
     select id, $2, $3, $4 from users where id = $1
     on conflict (user_id) do update set alert_emails = excluded.alert_emails, digest_hour = excluded.digest_hour,
                                         updated_at = excluded.updated_at`,
    [userId, preferences.alertEmails, preferences.digestHour, now],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Sends the user's alert e-mails as one daily digest from now on, at the hour already chosen (else
 * `defaultHour`). Only for a confirmed address: false when the address is not confirmed (nothing changes).
 */
export async function turnOnAlertDigest(db: Queryable, userId: string, defaultHour: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into email_preferences (user_id, alert_emails, digest_hour, updated_at)
     select id, 'digest', $2, $3 from users where id = $1 and email_verified_at is not null
     on conflict (user_id) do update set alert_emails = 'digest', updated_at = excluded.updated_at`,
    [userId, defaultHour, now],
  );
  return (rowCount ?? 0) > 0;
}

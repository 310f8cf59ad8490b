import type { Branding } from '../../../contracts/report';
import type { Queryable } from '../pool';

interface BrandingRow {
  company_name: string;
  accent_color: string;
  logo_data_url: string | null;
}

/** The user's saved white-label branding, or undefined when none is saved. */
export async function selectReportBranding(db: Queryable, userId: string): Promise<Branding | undefined> {
  const { rows } = await db.query<BrandingRow>(
    'select company_name, accent_color, logo_data_url from report_branding where user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row && { companyName: row.company_name, accentColor: row.accent_color, logoDataUrl: row.logo_data_url };
}

export async function upsertReportBranding(db: Queryable, userId: string, branding: Branding, now: Date): Promise<void> {
  await db.query(
    `insert into report_branding (user_id, company_name, accent_color, logo_data_url, updated_at)
     values ($1, $2, $3, $4, $5)
     on conflict (user_id) do update set company_name = excluded.company_name, accent_color = excluded.accent_color,
       logo_data_url = excluded.logo_data_url, updated_at = excluded.updated_at`,
    [userId, branding.companyName, branding.accentColor, branding.logoDataUrl, now],
  );
}

export async function deleteReportBranding(db: Queryable, userId: string): Promise<void> {
  await db.query('delete from report_branding where user_id = $1', [userId]);
}

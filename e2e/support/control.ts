/** Talks to the e2e server's fakes (scripts/e2e-server.ts): the SMTP catcher and the stand-ins for Google and Twilio. */
const CONTROL_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

/** The next e-mail sent to `address` (waits for it). */
export async function nextMailTo(address: string): Promise<CaughtMail> {
  const response = await fetch(`${CONTROL_URL}/mail?to=${encodeURIComponent(address)}`, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`no mail to ${address}: ${await response.text()}`);
  return (await response.json()) as CaughtMail;
}

/** The first link in a mail whose path is `pathname` (e.g. /verify-email). */
export function linkIn(mail: CaughtMail, pathname: string): string {
  const link = mail.links.find((l) => new URL(l).pathname === pathname);
  if (!link) throw new Error(`no ${pathname} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** The next text message sent to `e164` (waits for it), as the Twilio stand-in received it. */
export async function nextSmsTo(e164: string): Promise<{ to: string; body: string }> {
  const response = await fetch(`${CONTROL_URL}/sms?to=${encodeURIComponent(e164)}`, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`no text message to ${e164}: ${await response.text()}`);
  return (await response.json()) as { to: string; body: string };
}

/** Who the next Google sign-in logs in as. */
export async function setGoogleAccount(account: { sub: string; email: string; email_verified: boolean }): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/google/next-account`, {
    method: 'POST',
    body: JSON.stringify(account),
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`could not set the Google account: ${response.status}`);
}

let counter = 0;
/** A fresh e-mail address per call, unique across runs. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Runs the operator CLI (npm run admin -- ...) against the e2e app's database. */
export async function admin(...args: string[]): Promise<string> {
  const response = await fetch(`${CONTROL_URL}/admin`, {
    method: 'POST',
    body: JSON.stringify({ args }),
    signal: AbortSignal.timeout(70_000),
  });
  const result = (await response.json()) as { code: number; stdout: string; stderr: string };
  if (result.code !== 0) throw new Error(`admin ${args.join(' ')} failed (${result.code}): ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Runs one SQL statement in the e2e app's database (for arranging earlier days' data only). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const response = await fetch(`${CONTROL_URL}/sql`, {
    method: 'POST',
    body: JSON.stringify({ text, values }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`sql failed: ${await response.text()}`);
  return (await response.json()) as T[];
}

/** The address of the browser specs' test website (e2e/support/seo-site.ts), e.g. http://stride-shop.test:41234. */
export async function seoSiteUrl(): Promise<string> {
  const response = await fetch(`${CONTROL_URL}/seo-site`, { signal: AbortSignal.timeout(5_000) });
  return ((await response.json()) as { url: string }).url;
}

/** Gives the test website's home page another title, or its own again when none is given. */
export async function setSeoSiteTitle(title?: string): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/seo-site/home`, { method: 'POST', body: JSON.stringify({ title }), signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`could not change the test site's title: ${response.status}`);
}

/** Seeds a tracking workspace of simulated checks for an account (bench/lib/tracking-seed): an agency's scale in a second. */
export async function seedTracking(email: string, size: { sites: number; keywords: number; days: number }): Promise<{ queries: number; checks: number }> {
  const response = await fetch(`${CONTROL_URL}/seed-tracking`, { method: 'POST', body: JSON.stringify({ email, ...size }), signal: AbortSignal.timeout(60_000) });
  if (!response.ok) throw new Error(`seeding tracking for ${email} failed: ${await response.text()}`);
  return (await response.json()) as { queries: number; checks: number };
}

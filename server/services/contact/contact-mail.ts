import type { MailMessage } from '../../adapters/mail';
import type { ContactMessageRow } from '../../db/queries/contact-messages';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** One line of the sender's name for a header: no line breaks or runs of spaces, whatever was typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** 2026-11-24 10:00 UTC */
const formatReceived = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The e-mail that brings a contact message to the team: "Contact form: <name>", Reply-To the sender so a
 * reply from the mail client goes to them, and the message in plain text and in simple HTML (everything the
 * sender typed escaped).
 */
export function renderContactMail(row: ContactMessageRow, to: string): MailMessage {
  const name = oneLine(row.name);
  const account = row.user_id ? `signed in (account ${row.user_id})` : 'not signed in';
  const facts: [string, string][] = [
    ['From', `${name} <${row.email}>`],
    ['Account', account],
    ['Received', formatReceived(row.created_at)],
  ];
  const text = [
    'A message from the Rank Checker contact form.',
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    row.message,
    '',
    '--',
    `Reply to this e-mail to answer ${name}.`,
  ].join('\n');
  const cell = 'padding:2px 12px 2px 0;font-size:14px;vertical-align:top';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`Contact form: ${name}`)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 16px;font-size:15px;color:#374151">A message from the Rank Checker contact form.</p>
<table role="presentation" style="border-collapse:collapse;margin:0 0 20px">
${facts.map(([label, value]) => `<tr><td style="${cell};color:#6b7280">${label}</td><td style="${cell}">${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<div style="white-space:pre-wrap;word-break:break-word;font-size:15px;line-height:1.5;border-left:3px solid #2563eb;padding:4px 0 4px 16px">${escapeHtml(row.message)}</div>
<p style="margin:24px 0 0;font-size:13px;color:#6b7280">Reply to this e-mail to answer ${escapeHtml(name)}.</p>
</div></body></html>`;
  return {
    to,
    subject: `Contact form: ${name}`,
    text,
    html,
    links: [],
    headers: { 'Reply-To': row.email },
  };
}

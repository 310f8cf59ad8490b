import type { MailMessage } from '../../adapters/mail';
import type { ContactMessageRow } from '../../db/queries/contact-messages';
import { renderMail } from '../mail/mail-layout';

/** One line of the sender's name for a header: no line breaks or runs of spaces, whatever was typed. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** 2026-11-24 10:00 UTC */
const formatReceived = (at: Date) => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * The e-mail that brings a contact message to the team: "Contact form: <name>", Reply-To the sender so a
 * reply from the mail client goes to them, and the message in the one e-mail layout (everything the sender
 * typed escaped).
 */
export function renderContactMail(row: ContactMessageRow, to: string): MailMessage {
  const name = oneLine(row.name);
  const account = row.user_id ? `signed in (account ${row.user_id})` : 'not signed in';
  const facts: [string, string][] = [
    ['From', `${name} <${row.email}>`],
    ['Account', account],
    ['Received', formatReceived(row.created_at)],
  ];
  const { subject, text, html } = renderMail({
    subject: `Contact form: ${name}`,
    heading: `A message from ${name}`,
    blocks: [
      { kind: 'paragraph', text: 'A message from the Rank Checker contact form.' },
      { kind: 'facts', rows: facts },
      { kind: 'quote', text: row.message },
    ],
    footer: [{ kind: 'paragraph', text: `Reply to this e-mail to answer ${name}.` }],
  });
  return {
    to,
    subject,
    text,
    html,
    links: [],
    headers: { 'Reply-To': row.email },
  };
}

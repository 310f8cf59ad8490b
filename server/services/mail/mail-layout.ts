import { escapeHtml as escape } from '../../../core/text/escape-html';

/** The product's name as every e-mail heads it. */
export const PRODUCT_NAME = 'Rank Checker';

/** One part of an e-mail, rendered both as HTML and as plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A sub-heading (a site in the digest). */
  | { kind: 'heading'; text: string }
  /** Label and value pairs: keyword, site, engine, ranks. */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  /** A list of items, each a bold first line and a detail line. */
  | { kind: 'items'; items: readonly { title: string; detail: string }[] }
  /** A text followed by its URL (a link in HTML, spelled out in text). */
  | { kind: 'link'; text: string; url: string }
  | { kind: 'button'; label: string; url: string }
  /** Text someone else wrote (a contact message), kept with its line breaks. */
  | { kind: 'quote'; text: string };

export interface MailInput {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Small print under a rule: why this e-mail came and how to stop it. */
  footer?: readonly MailBlock[];
  /** The name heading the e-mail and sending it: a white label's, else the product's. */
  brand?: string | undefined;
}

/** An e-mail as the mail adapter sends it: both parts, and every link in it (tests follow them). */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  links: string[];
  /** Set for a white-labelled e-mail: the sender's display name (MailMessage.fromName). */
  fromName?: string;
}

const TEXT_STYLE = 'font-size:15px;line-height:1.5;color:#374151';
const SMALL_STYLE = 'font-size:13px;line-height:1.5;color:#6b7280';
const LINK_STYLE = 'color:#2563eb;word-break:break-all';

function blockHtml(block: MailBlock, small: boolean): string {
  const style = small ? SMALL_STYLE : TEXT_STYLE;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;${style}">${escape(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:16px;color:#111827;word-break:break-all">${escape(block.text)}</h2>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse;${style}">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;font-weight:600;color:#111827;vertical-align:top">${escape(label)}</th><td style="padding:4px 0;word-break:break-word">${escape(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'items':
      return `<ul style="margin:0 0 16px;padding-left:20px;${style}">${block.items
        .map((item) => `<li style="margin:0 0 8px"><strong style="color:#111827">${escape(item.title)}</strong><br>${escape(item.detail)}</li>`)
        .join('')}</ul>`;
    case 'link':
      return `<p style="margin:0 0 16px;${style}">${escape(block.text)} <a href="${escape(block.url)}" style="${LINK_STYLE}">${escape(block.url)}</a></p>`;
    case 'button':
      // The link spelled out as well, for mail clients that block buttons.
      return `<p style="margin:24px 0 8px"><a href="${escape(block.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escape(block.label)}</a></p>
<p style="margin:0 0 4px;${SMALL_STYLE}">Or copy this link into your browser:</p>
<p style="margin:0 0 16px;${SMALL_STYLE}"><a href="${escape(block.url)}" style="${LINK_STYLE}">${escape(block.url)}</a></p>`;
    case 'quote':
      return `<div style="margin:0 0 16px;white-space:pre-wrap;word-break:break-word;border-left:3px solid #2563eb;padding:4px 0 4px 16px;${style}">${escape(block.text)}</div>`;
  }
}

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
      return [block.text, ''];
    case 'heading':
      return [block.text, '-'.repeat(Math.min(block.text.length, 60)), ''];
    case 'facts':
      return [...block.rows.map(([label, value]) => `${label}: ${value}`), ''];
    case 'items':
      return block.items.flatMap((item) => [`- ${item.title}`, `  ${item.detail}`, '']);
    case 'link':
      return [`${block.text} ${block.url}`, ''];
    case 'button':
      return [`${block.label}: ${block.url}`, ''];
    case 'quote':
      return [block.text, ''];
  }
}

const urlsOf = (blocks: readonly MailBlock[]) =>
  blocks.flatMap((block) => (block.kind === 'link' || block.kind === 'button' ? [block.url] : []));

/**
 * The one look of every e-mail (product name, heading, a white card on grey) with its parts, and a plain-text
 * twin of all of it. Every value is escaped: keywords, sites and names are user text.
 */
export function renderMail(input: MailInput): MailContent {
  const footer = input.footer ?? [];
  const brand = input.brand ?? PRODUCT_NAME;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(input.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#111827">${escape(brand)}</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escape(input.heading)}</h1>
${input.blocks.map((block) => blockHtml(block, false)).join('\n')}
${footer.length > 0 ? '<hr style="margin:24px 0 16px;border:none;border-top:1px solid #e5e7eb">\n' : ''}${footer.map((block) => blockHtml(block, true)).join('\n')}
</div></body></html>`;
  const text = [
    brand,
    '',
    input.heading,
    '',
    ...input.blocks.flatMap(blockText),
    ...(footer.length > 0 ? ['--', ...footer.flatMap(blockText)] : []),
  ].join('\n');
  return {
    subject: input.subject,
    html,
    text,
    links: [...new Set([...urlsOf(input.blocks), ...urlsOf(footer)])],
    ...(input.brand ? { fromName: input.brand } : {}),
  };
}

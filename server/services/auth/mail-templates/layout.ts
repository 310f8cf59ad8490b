export const PRODUCT_NAME = 'Rank Checker';

export interface MailContent {
  subject: string;
  html: string;
  text: string;
  links: string[];
}

export interface LayoutInput {
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string; expiry: string };
  /** Paragraphs after the button (for instance: ignore this if it was not you). */
  outro: string[];
}

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * One simple layout for every account e-mail: product name, heading, text, a button with the same link
 * spelled out below it (for mail clients that block buttons), and a plain-text twin of all of it.
 */
export function renderMail(input: LayoutInput): MailContent {
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#374151">${escape(text)}</p>`;
  const action = input.action;
  const button = action
    ? `<p style="margin:24px 0"><a href="${escape(action.url)}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escape(action.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#6b7280">Or copy this link into your browser:</p>
<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${escape(action.url)}" style="color:#2563eb">${escape(action.url)}</a></p>
${p(action.expiry)}`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:#111827">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#111827">${escape(input.heading)}</h1>
${input.intro.map(p).join('\n')}
${button}
${input.outro.map(p).join('\n')}
</div></body></html>`;
  const text = [
    PRODUCT_NAME,
    '',
    input.heading,
    '',
    ...input.intro.flatMap((line) => [line, '']),
    ...(action ? [`${action.label}: ${action.url}`, '', action.expiry, ''] : []),
    ...input.outro.flatMap((line) => [line, '']),
  ].join('\n');
  return { subject: input.subject, html, text, links: action ? [action.url] : [] };
}

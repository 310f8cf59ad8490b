import { renderMail, type MailBlock, type MailContent } from './mail-layout';

export interface ActionMailInput {
  subject: string;
  heading: string;
  /** Paragraphs before the button. */
  intro: string[];
  action?: { label: string; url: string; expiry: string };
  /** Paragraphs after the button (for instance: ignore this if it was not you). */
  outro: string[];
  /** A white label's name, heading and sending the e-mail instead of the product's. */
  brand?: string | undefined;
}

const paragraphs = (texts: readonly string[]): MailBlock[] => texts.map((text) => ({ kind: 'paragraph', text }));

/**
 * The e-mails that ask for one action (confirm an address, set a password, confirm a report schedule): text, a
 * button with its link spelled out and how long it works, more text — in the one layout (mail-layout).
 */
export function renderActionMail(input: ActionMailInput): MailContent {
  const { action } = input;
  return renderMail({
    subject: input.subject,
    heading: input.heading,
    brand: input.brand,
    blocks: [
      ...paragraphs(input.intro),
      ...(action ? [{ kind: 'button', label: action.label, url: action.url } as const, ...paragraphs([action.expiry])] : []),
      ...paragraphs(input.outro),
    ],
  });
}

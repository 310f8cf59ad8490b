import type { ReportFrequency } from '../../../core/reports/schedule';
import { renderActionMail } from '../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../mail/mail-layout';

export interface ScheduleConfirmationInput {
  /** The account that set the schedule up: the recipient must know who asks. */
  sender: string;
  site: string;
  /** The tag the report is limited to; null for every keyword of the site. */
  tag: string | null;
  frequency: ReportFrequency;
  /** {APP_URL}/report-email/confirm?token=… */
  link: string;
  /** The owner's white label (Enterprise): the e-mail comes from, and speaks of, that name alone. */
  brand?: string | null | undefined;
}

/**
 * The only e-mail an address other than the account's own gets before it agrees: who asks, for what, and the
 * link that agrees. Ignoring it is the way to say no.
 */
export function scheduleConfirmationMail(input: ScheduleConfirmationInput): MailContent {
  const what = input.tag ? `${input.site} (keywords tagged “${input.tag}”)` : input.site;
  const brand = input.brand || undefined;
  return renderActionMail({
    brand,
    subject: `Do you want ${input.frequency} rank reports for ${what}?`,
    heading: 'Confirm scheduled rank reports',
    intro: [
      brand
        ? `${input.sender} of ${brand} asked to e-mail you a ${input.frequency} ranking report of ${what} as a PDF.`
        : `${input.sender} uses ${PRODUCT_NAME} and asked to e-mail you a ${input.frequency} ranking report of ${what} as a PDF.`,
      'Nothing is sent to this address unless you confirm.',
    ],
    action: { label: 'Yes, send me these reports', url: input.link, expiry: 'This link expires in 7 days and works once.' },
    outro: [
      'If you do not want these reports, ignore this e-mail: none is sent without your confirmation.',
      'Each report carries a link to stop it again.',
    ],
  });
}

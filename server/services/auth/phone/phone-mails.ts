import { formatPhoneNumber } from '../../../../contracts/phone';
import { renderActionMail } from '../../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../../mail/mail-layout';

const NOT_YOU = 'If this was not you, change your password at once and remove the number in Settings: someone may have your password.';

const notice = (subject: string, heading: string, intro: string, settingsLink: string): MailContent =>
  renderActionMail({ subject, heading, intro: [intro], action: { label: 'Open your security settings', url: settingsLink, expiry: 'The link opens Settings, where you sign in first.' }, outro: [NOT_YOU] });

/** A number was verified: from now on it signs in with the account's password. */
export const phoneAddedMail = (e164: string, settingsLink: string): MailContent =>
  notice(
    `A phone number was added to your ${PRODUCT_NAME} account`,
    'Phone number added',
    `${formatPhoneNumber(e164)} is now your account's phone number: you can sign in with it and your password, as with your e-mail address.`,
    settingsLink,
  );

/** The number was removed: it no longer signs in. */
export const phoneRemovedMail = (e164: string, settingsLink: string): MailContent =>
  notice(`A phone number was removed from your ${PRODUCT_NAME} account`, 'Phone number removed', `${formatPhoneNumber(e164)} no longer signs in to your account.`, settingsLink);

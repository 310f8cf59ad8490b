import { renderActionMail } from '../../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../../mail/mail-layout';

const NOT_YOU = 'If this was not you, change your password at once and turn two-step sign-in on again: someone may have your password.';

const notice = (subject: string, heading: string, intro: string[], settingsLink: string): MailContent =>
  renderActionMail({ subject, heading, intro, action: { label: 'Open your security settings', url: settingsLink, expiry: 'The link opens Settings, where you sign in first.' }, outro: [NOT_YOU] });

/** Two-step sign-in turned on: every sign-in now asks for the app's code. */
export const twoStepOnMail = (settingsLink: string): MailContent =>
  notice(`Two-step sign-in is on for your ${PRODUCT_NAME} account`, 'Two-step sign-in is on', ['Signing in to your account now asks for a code from your authenticator app after your password. Your other sessions were signed out.'], settingsLink);

/** Two-step sign-in turned off (by the account, or by an operator after checking who asked). */
export const twoStepOffMail = (settingsLink: string): MailContent =>
  notice(`Two-step sign-in is off for your ${PRODUCT_NAME} account`, 'Two-step sign-in is off', ['Signing in to your account no longer asks for a code from your authenticator app.'], settingsLink);

/** A recovery code was used to sign in or to change two-step sign-in. */
export const recoveryCodeUsedMail = (left: number, settingsLink: string): MailContent =>
  notice(
    `A recovery code was used for your ${PRODUCT_NAME} account`,
    'A recovery code was used',
    [`One of your recovery codes was just used. ${left === 1 ? '1 code is' : `${left} codes are`} left; make new ones in Settings when you run low.`],
    settingsLink,
  );

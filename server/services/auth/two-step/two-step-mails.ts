import { renderActionMail } from '../../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../../mail/mail-layout';

const NOT_YOU = 'If this was not you, change your password at once and turn two-step sign-in on again: someone may have your password.';

const notice = (subject: string, heading: string, intro: string[], settingsLink: string): MailContent =>
  renderActionMail({ subject, heading, intro, action: { label: 'Open your security settings', url: settingsLink, expiry: 'The link opens Settings, where you sign in first.' }, outro: [NOT_YOU] });

/** Two-step sign-in turned on: every sign-in now asks for the app's code, or the passkey. */
export const twoStepOnMail = (settingsLink: string, by: 'app' | 'passkey' = 'app'): MailContent =>
  notice(
    `Two-step sign-in is on for your ${PRODUCT_NAME} account`,
    'Two-step sign-in is on',
    [`Signing in to your account now asks for ${by === 'app' ? 'a code from your authenticator app' : 'your passkey'} after your password. Your other sessions were signed out.`],
    settingsLink,
  );

/** Two-step sign-in turned off (the last way of taking it removed, or an operator's reset after checking who asked). */
export const twoStepOffMail = (settingsLink: string): MailContent =>
  notice(`Two-step sign-in is off for your ${PRODUCT_NAME} account`, 'Two-step sign-in is off', ['Signing in to your account no longer asks for a second step after your password.'], settingsLink);

/** A way of taking the second step was added or removed while another remains. */
export const factorChangedMail = (change: 'app-added' | 'app-removed' | 'passkey-added' | 'passkey-removed', name: string, settingsLink: string): MailContent => {
  const account = `your ${PRODUCT_NAME} account`;
  const texts: Record<typeof change, [subject: string, heading: string, line: string]> = {
    'app-added': [`An authenticator app was added to ${account}`, 'An authenticator app was added', 'It can now be used for the second step when you sign in.'],
    'app-removed': [`The authenticator app was removed from ${account}`, 'The authenticator app was removed', 'It can no longer be used for the second step. Your other ways still work.'],
    'passkey-added': [`A passkey was added to ${account}`, 'A passkey was added', `The passkey “${name}” can now be used to sign in to your account.`],
    'passkey-removed': [`A passkey was removed from ${account}`, 'A passkey was removed', `The passkey “${name}” can no longer be used to sign in. Your other ways still work.`],
  };
  const [subject, heading, line] = texts[change];
  return notice(subject, heading, [line], settingsLink);
};

/** A recovery code was used to sign in or to change two-step sign-in. */
export const recoveryCodeUsedMail = (left: number, settingsLink: string): MailContent =>
  notice(
    `A recovery code was used for your ${PRODUCT_NAME} account`,
    'A recovery code was used',
    [`One of your recovery codes was just used. ${left === 1 ? '1 code is' : `${left} codes are`} left; make new ones in Settings when you run low.`],
    settingsLink,
  );

import { renderActionMail } from '../../mail/action-mail';
import { PRODUCT_NAME, type MailContent } from '../../mail/mail-layout';

const NOT_YOU = 'If you did not ask for this, you can ignore this e-mail.';

/** Link to confirm the address after sign-up (or on request). */
export function verificationMail(link: string): MailContent {
  return renderActionMail({
    subject: `Confirm your e-mail address for ${PRODUCT_NAME}`,
    heading: 'Confirm your e-mail address',
    intro: [`Thanks for signing up for ${PRODUCT_NAME}. Please confirm that this address is yours.`],
    action: { label: 'Confirm e-mail address', url: link, expiry: 'This link expires in 24 hours and works once.' },
    outro: [NOT_YOU],
  });
}

/** Sent instead of a verification link when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(signInLink: string, resetLink: string): MailContent {
  return renderActionMail({
    subject: `You already have a ${PRODUCT_NAME} account`,
    heading: 'You already have an account',
    intro: [
      'Someone (hopefully you) tried to sign up with this e-mail address, but it already has an account.',
      `Sign in at ${signInLink} — or, if you forgot your password, reset it with the button below.`,
    ],
    action: { label: 'Reset password', url: resetLink, expiry: 'The reset page sends you a fresh link that expires in 1 hour.' },
    outro: ['If this was not you, nothing has changed and you can ignore this e-mail.'],
  });
}

/**
 * Sent when someone signs up with an address whose account is still waiting for confirmation. The first
 * sign-up's password stays (a sign-up never changes a password); whoever owns the mailbox sets one here.
 */
export function finishSignUpMail(setPasswordLink: string): MailContent {
  return renderActionMail({
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    heading: 'Finish creating your account',
    intro: [
      'Someone (hopefully you) signed up with this e-mail address, which already has an account waiting for confirmation.',
      'Choose your password with the button below: that confirms this address and signs out anyone else.',
    ],
    action: { label: 'Choose your password', url: setPasswordLink, expiry: 'This link expires in 1 hour and works once.' },
    outro: ['If this was not you, ignore this e-mail: nothing has changed.'],
  });
}

export function resetPasswordMail(link: string): MailContent {
  return renderActionMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    heading: 'Reset your password',
    intro: ['We received a request to reset the password of your account. Choose a new one with the button below.'],
    action: { label: 'Choose a new password', url: link, expiry: 'This link expires in 1 hour and works once.' },
    outro: [`${NOT_YOU} Your password stays as it is.`],
  });
}

/** Sent to the NEW address: clicking proves the user owns it. */
export function confirmEmailChangeMail(link: string, newEmail: string): MailContent {
  return renderActionMail({
    subject: `Confirm your new e-mail address for ${PRODUCT_NAME}`,
    heading: 'Confirm your new e-mail address',
    intro: [`You asked to change the e-mail address of your ${PRODUCT_NAME} account to ${newEmail}.`],
    action: { label: 'Confirm new address', url: link, expiry: 'This link expires in 24 hours and works once.' },
    outro: [`${NOT_YOU} Your account keeps its current address.`],
  });
}

/** Sent to the OLD address when a change is requested, so a hijacker cannot move the account silently. */
export function emailChangeNoticeMail(newEmail: string, settingsLink: string): MailContent {
  return renderActionMail({
    subject: `Your ${PRODUCT_NAME} e-mail address is about to change`,
    heading: 'E-mail change requested',
    intro: [
      `Someone signed in to your account asked to change its e-mail address to ${newEmail}. The change happens once the new address is confirmed.`,
      `If this was not you, change your password now at ${settingsLink} — that signs out every session and stops the change from being confirmed by someone else's session.`,
    ],
    outro: [],
  });
}

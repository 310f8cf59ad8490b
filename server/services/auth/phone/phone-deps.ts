import type { SmsSender } from '../../../adapters/sms';
import type { AuthDeps } from '../auth-deps';

/** What the phone number services need: the account services' deps and a way to send texts. */
export interface PhoneDeps extends AuthDeps {
  sms: SmsSender;
}

/** The signed-in person adding or removing a number. */
export interface PhonePerson {
  id: string;
  email: string;
}

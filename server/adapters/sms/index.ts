import path from 'node:path';
import type { Config } from '../../config';
import { createLogSmsSender } from './log-sms-sender';
import type { SmsLogger, SmsSender } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

export { maskNumber, type SmsFailure, type SmsLogger, type SmsMessage, type SmsResult, type SmsSender } from './sms-sender';

/** Twilio when TWILIO_ACCOUNT_SID is set (config checks the rest is too), otherwise the log sender writing DATA_DIR/sms.log. */
export function createSmsSender(config: Pick<Config, 'twilio' | 'dataDir'>, logger: SmsLogger): SmsSender {
  if (config.twilio) return createTwilioSmsSender(config.twilio, logger);
  return createLogSmsSender({ logger, file: path.join(config.dataDir, 'sms.log') });
}

import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { maskNumber, type SmsLogger, type SmsMessage, type SmsResult, type SmsSender } from './sms-sender';

export interface LogSmsSenderOptions {
  logger: SmsLogger;
  /** File the messages are appended to in full (DATA_DIR/sms.log). */
  file: string;
}

let sent = 0;

/**
 * For servers without an SMS provider, as the log mailer is for mail: each message is noted in the log and written
 * in full to a file only the server's user can read, so someone running the app locally can read the code and
 * finish adding their number. The code stays out of the log itself, which is often shipped elsewhere.
 */
export function createLogSmsSender(options: LogSmsSenderOptions): SmsSender {
  return {
    kind: 'log',
    async send(message: SmsMessage): Promise<SmsResult> {
      const entry = [`--- ${new Date().toISOString()}`, `To: ${message.to}`, '', message.text, '', ''].join('\n');
      await mkdir(path.dirname(options.file), { recursive: true });
      await appendFile(options.file, entry, { mode: 0o600 });
      options.logger.info({ to: maskNumber(message.to), file: options.file }, 'Text message (not sent: TWILIO_ACCOUNT_SID is not set); read it in the file');
      sent += 1;
      return { ok: true, id: `log-${sent}` };
    },
  };
}

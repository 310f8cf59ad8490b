import type { AlertMessage, AlertSenders } from '../services/alerts/deliver-check-alerts';
import type { SavedCheckEffects } from '../services/rank-check/saved-check-effects';

/** Alert senders that remember what they were given and answer whether the channel took it. */
export function recordingAlertSenders(takes: { email?: boolean; webhook?: boolean } = {}) {
  const sent: { channel: 'email' | 'webhook'; userId: string; message: AlertMessage }[] = [];
  const senders: AlertSenders = {
    email: async (_db, userId, message) => {
      sent.push({ channel: 'email', userId, message });
      return takes.email ?? true;
    },
    webhook: async (_db, userId, message) => {
      sent.push({ channel: 'webhook', userId, message });
      return takes.webhook ?? true;
    },
  };
  return { senders, sent };
}

/** What recordUserCheck sets off, for tests: recording senders and a logger that keeps its errors. */
export function testCheckEffects(senders: AlertSenders = recordingAlertSenders().senders): SavedCheckEffects & { errors: unknown[] } {
  const errors: unknown[] = [];
  return { alertSenders: senders, logger: { error: (obj) => errors.push(obj) }, errors };
}

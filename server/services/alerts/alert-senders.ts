import type { AlertSenders } from './deliver-check-alerts';

export function createAlertSenders(_options: { jobSchema: string }): AlertSenders {
  return { email: async () => false, webhook: async () => false };
}

import type { ContactReceived, ContactRequest } from '../../../../contracts/contact';
import { apiJson } from '../../../lib/api-client';
import { useAction } from '../../../lib/use-action';

/**
 * POST /api/v1/contact — stores the message for the team, who are e-mailed it in the background. Refused
 * with 400 INVALID_INPUT (a field the form should have caught) or 429 RATE_LIMITED (too many messages from
 * this address or network; the message says when to try again).
 */
export function sendContactMessage(input: ContactRequest): Promise<ContactReceived> {
  return apiJson<ContactReceived>('/contact', { method: 'POST', json: input });
}

export function useSendContactMessage() {
  return useAction({ action: sendContactMessage });
}

import { useMutation } from '@tanstack/react-query';
import { emailUnsubscribeResultSchema, type EmailUnsubscribeResult } from '../../../../contracts/email-preferences';
import { ApiError, apiJson } from '../../../lib/api-client';

/** POST /api/v1/email/unsubscribe?token= — rank alert e-mails off for the account the token was signed for. */
export async function unsubscribeAlertEmails(token: string): Promise<EmailUnsubscribeResult> {
  const body = await apiJson<unknown>(`/email/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' });
  const parsed = emailUnsubscribeResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}

export function useUnsubscribeAlertEmails(token: string) {
  return useMutation({ mutationFn: () => unsubscribeAlertEmails(token) });
}

import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import MailCheck from 'lucide-react/icons/mail-check';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import type { Accepted } from '../api/email-links';
import { AuthLayout } from './auth-layout';
import { MISSING_TOKEN_MESSAGE } from '../lib/email-link-messages';


interface EmailLinkStatusProps {
  /** Distinguishes the cached answer of each kind of link. */
  kind: 'verify-email' | 'confirm-email';
  title: string;
  successTitle: string;
  pendingText: string;
  submit: (token: string) => Promise<Accepted>;
  onSuccess?: () => void;
  /** What to offer once it worked (sign-in link...). */
  success: ReactNode;
  /** What to offer when the link failed (resend form...). */
  failure: ReactNode;
  /** What to show instead of the failure for an answer that asks for one more step (its error code). */
  nextStep?: Partial<Record<string, (token: string) => ReactNode>>;
}

/**
 * Opens an e-mailed link: sends its token once on load and shows the outcome. The token is single use, so
 * the request is a cached query (StrictMode's second mount and focus changes must not send it again).
 */
export function EmailLinkStatus({ kind, title, successTitle, pendingText, submit, onSuccess, success, failure, nextStep }: EmailLinkStatusProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: ['email-link', kind, token],
    queryFn: async () => {
      const answer = await submit(token);
      onSuccess?.();
      return answer;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (token && query.isPending) {
    return (
      <AuthLayout title={title} icon={<MailCheck aria-hidden="true" />}>
        <p role="status" className="flex items-center justify-center gap-3 py-6 text-muted-foreground">
          <Spinner className="size-5" />
          {pendingText}
        </p>
      </AuthLayout>
    );
  }

  if (query.isSuccess) {
    return (
      <AuthLayout title={title} icon={<MailCheck aria-hidden="true" />}>
        <Alert tone="success" role="status" icon={<CircleCheck aria-hidden="true" />} title={successTitle}>
          {query.data.message}
        </Alert>
        {success}
      </AuthLayout>
    );
  }

  const step = query.error instanceof ApiError ? nextStep?.[query.error.code] : undefined;
  if (token && step) {
    return (
      <AuthLayout title={title} icon={<MailCheck aria-hidden="true" />}>
        {step(token)}
      </AuthLayout>
    );
  }

  const message = !token
    ? MISSING_TOKEN_MESSAGE
    : query.error instanceof ApiError
      ? query.error.message
      : 'Something went wrong';
  return (
    <AuthLayout title={title} icon={<MailCheck aria-hidden="true" />}>
      <Alert tone="danger" role="alert" icon={<CircleX aria-hidden="true" />} title="Invalid token">
        {message}
      </Alert>
      {failure}
    </AuthLayout>
  );
}

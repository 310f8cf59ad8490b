import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import MailCheck from 'lucide-react/icons/mail-check';
import MailX from 'lucide-react/icons/mail-x';
import type { ReportEmailLink } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { site as product } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActOnReportEmailLink, useReportEmailLink, type ReportEmailAction } from '../api/report-email-links';
import { useNoIndex } from '../../../lib/use-noindex';
import { LogoMark } from '../../../components/logo-mark';

const TEXT = {
  confirm: {
    title: 'Confirm scheduled reports',
    ask: (link: ReportEmailLink) =>
      `${link.sender} asked ${product.name} to e-mail a ${link.frequency} ranking report of ${link.site} to ${link.email}. Nothing is sent unless you confirm.`,
    button: 'Yes, send me these reports',
    done: 'Reports confirmed',
    doneText: (link: ReportEmailLink) =>
      `${link.email} will get the ${link.frequency} report of ${link.site}. Each report has a link to stop it.`,
  },
  unsubscribe: {
    title: 'Stop these reports?',
    ask: (link: ReportEmailLink) => `${link.email} gets a ${link.frequency} ranking report of ${link.site}, set up by ${link.sender}.`,
    button: 'Unsubscribe',
    done: 'You are unsubscribed',
    doneText: (link: ReportEmailLink) =>
      `No more ${link.frequency} reports of ${link.site} will be sent to ${link.email}. ${link.sender} can see that you stopped them.`,
  },
} as const;

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-svh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 max-w-xl items-center gap-2 px-4 text-lg font-bold tracking-tight">
          <LogoMark />
          {product.name}
        </div>
      </header>
      <main id="main" className="flex-1 px-4 py-12 sm:py-20">
        <section className="mx-auto grid max-w-xl gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">{children}</section>
      </main>
    </div>
  );
}

function Outcome({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground [&_svg]:size-6">{icon}</span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
    </>
  );
}

/**
 * /report-email/confirm and /report-email/unsubscribe — the links of schedule e-mails, for people without an
 * account. Opening the page changes nothing (mail scanners open links too); the button does.
 */
export function ReportEmailPage() {
  const action: ReportEmailAction = useParams().action === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  const token = useSearchParams()[0].get('token') ?? '';
  const text = TEXT[action];
  const link = useReportEmailLink(action, token);
  const act = useActOnReportEmailLink(action, token);
  useNoIndex();
  useDocumentTitle(`${text.title} — ${product.name}`);

  const done = act.isSuccess || (action === 'unsubscribe' && link.data?.status === 'unsubscribed');
  const failure = link.error ?? act.error;
  if (!token || (failure instanceof ApiError && failure.code === 'INVALID_TOKEN')) {
    return (
      <Frame>
        <Outcome
          icon={<MailX aria-hidden="true" />}
          title="This link does not work"
          text={failure?.message ?? 'The link is incomplete. Copy the whole link from the e-mail.'}
        />
      </Frame>
    );
  }
  if (link.isPending) {
    return (
      <Frame>
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-16" />
        </div>
      </Frame>
    );
  }
  if (link.isError) {
    return (
      <Frame>
        <Outcome icon={<MailX aria-hidden="true" />} title="Something went wrong" text={link.error.message} />
        <Button variant="outline" className="justify-self-start" onClick={() => void link.refetch()}>
          Try again
        </Button>
      </Frame>
    );
  }
  if (done) {
    return (
      <Frame>
        <Outcome icon={<MailCheck aria-hidden="true" />} title={text.done} text={text.doneText(act.data ?? link.data)} />
      </Frame>
    );
  }
  return (
    <Frame>
      <h1 className="text-2xl font-bold tracking-tight">{text.title}</h1>
      <p className="text-muted-foreground">{text.ask(link.data)}</p>
      {act.error ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {act.error.message}
        </p>
      ) : null}
      <Button className="justify-self-start" disabled={act.isPending} aria-busy={act.isPending} onClick={() => act.mutate()}>
        {act.isPending ? <Spinner /> : null}
        {text.button}
      </Button>
    </Frame>
  );
}

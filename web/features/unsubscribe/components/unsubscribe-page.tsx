import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import MailCheck from 'lucide-react/icons/mail-check';
import MailMinus from 'lucide-react/icons/mail-minus';
import MailX from 'lucide-react/icons/mail-x';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNoIndex } from '../../../lib/use-noindex';
import { useUnsubscribeAlertEmails } from '../api/unsubscribe';

/** Where alert e-mails are managed: the settings section of the same name. */
const PREFERENCES = `${paths.settings}#email-preferences`;

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Each outcome replaces the question: focus its heading so a screen reader reads what happened.
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section aria-labelledby="unsubscribe-title" className="grid gap-4 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground [&_svg]:size-6">{icon}</span>
        <h1 id="unsubscribe-title" ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

/**
 * /unsubscribe?token= — the link at the bottom of every rank alert e-mail. Opening it changes nothing (mail
 * scanners open links too); the button turns alert e-mails off, no sign-in needed.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const unsubscribe = useUnsubscribeAlertEmails(token);
  useNoIndex();
  useDocumentTitle(`Stop rank alert e-mails — ${site.name}`);

  const invalid = unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'INVALID_TOKEN' ? unsubscribe.error : null;
  if (!token || invalid) {
    return (
      <Panel icon={<MailX aria-hidden="true" />} title="This link does not work">
        <p className="text-muted-foreground">
          {invalid ? invalid.message : 'The link is incomplete. Copy the whole link from the e-mail.'}
        </p>
        <p className="text-muted-foreground">
          You can also turn alert e-mails off in{' '}
          <Link to={PREFERENCES} className="font-medium text-brand underline underline-offset-4">
            your settings
          </Link>
          .
        </p>
      </Panel>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Panel icon={<MailCheck aria-hidden="true" />} title="You are unsubscribed">
        <p className="text-muted-foreground">
          Rank alert e-mails to <span className="font-medium [overflow-wrap:anywhere] text-foreground">{unsubscribe.data.email}</span> are off. Your
          alerts still show under the bell when you sign in.
        </p>
        <div>
          <Link to={PREFERENCES} className={buttonClasses('outline', 'md')}>
            Manage e-mail preferences
          </Link>
        </div>
      </Panel>
    );
  }
  return (
    <Panel icon={<MailMinus aria-hidden="true" />} title="Stop rank alert e-mails?">
      <p className="text-muted-foreground">
        You will no longer get e-mails about your rankings: neither single alerts nor the daily digest. You can turn them
        back on in your settings at any time.
      </p>
      {unsubscribe.isError ? (
        <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
          {unsubscribe.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={unsubscribe.isPending} aria-busy={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          {unsubscribe.isPending ? <Spinner /> : null}
          Unsubscribe
        </Button>
        <Link to={PREFERENCES} className={buttonClasses('ghost', 'md')}>
          Manage e-mail preferences
        </Link>
      </div>
    </Panel>
  );
}

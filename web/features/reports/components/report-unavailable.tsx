import { Link } from 'react-router';
import LinkIcon from 'lucide-react/icons/link-2-off';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** A revoked, expired or wrong share link: the server does not say which, and neither do we. */
export function ReportUnavailable() {
  return (
    <section aria-labelledby="report-unavailable-title" className="mx-auto max-w-xl px-4 py-20 text-center sm:py-28">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-neutral-soft text-neutral-soft-foreground">
        <LinkIcon aria-hidden="true" className="size-7" />
      </span>
      <h1 id="report-unavailable-title" className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">
        This report link is no longer available.
      </h1>
      <p className="mt-3 text-muted-foreground">
        It may have expired or been turned off by the person who shared it. Ask them for a new link.
      </p>
      <Link to={paths.home} className={buttonClasses('primary', 'md', 'mt-8')}>
        Go to the home page
      </Link>
    </section>
  );
}

import { memo, useId } from 'react';
import { SITE_ALERT_MODE_LABELS, type SiteAlertMode } from '../../../../core/alerts/site-alert-mode';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSiteMutations } from '../api/sites';
import { AlertModeSelect } from './alert-mode-select';

/** How loudly the site's keywords alert, saved as soon as it is chosen. */
export const SiteAlerts = memo(function SiteAlerts({ site, alertMode }: { site: string; alertMode: SiteAlertMode }) {
  const id = useId();
  const { alerts } = useSiteMutations();
  return (
    <section className="rounded-xl border border-border bg-card p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Alerts
      </h2>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        Which rank changes of this site’s keywords reach your notifications, e-mail and webhooks. Rules you made for one keyword always apply.
      </p>
      <label htmlFor={`${id}-mode`} className="sr-only">
        Alerts for {site}
      </label>
      <AlertModeSelect
        id={`${id}-mode`}
        className="mt-3 max-w-xl"
        aria-describedby={`${id}-hint`}
        value={alerts.isPending && alerts.variables ? alerts.variables.alertMode : alertMode}
        disabled={alerts.isPending}
        onChange={(mode) =>
          alerts.mutate(
            { site, alertMode: mode },
            {
              onSuccess: (saved) => void notify.success('Alerts saved', SITE_ALERT_MODE_LABELS[saved.alertMode]),
              onError: (error) => void notify.error('Alerts not saved', error instanceof ApiError ? error.message : 'Please try again.'),
            },
          )
        }
      />
    </section>
  );
});

import { useId, type SelectHTMLAttributes } from 'react';
import { SITE_ALERT_MODE_HINTS, SITE_ALERT_MODE_LABELS, SITE_ALERT_MODES, isSiteAlertMode, type SiteAlertMode } from '../../../../core/alerts/site-alert-mode';
import { Select } from '../../../components/ui/select';

interface AlertModeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: SiteAlertMode;
  onChange: (mode: SiteAlertMode) => void;
}

/** How loudly a site's keywords alert, with what the chosen mode tells of, as the add dialog and the site page offer it. */
export function AlertModeSelect({ value, onChange, className, ...props }: AlertModeSelectProps) {
  const hintId = useId();
  const describedBy = [props['aria-describedby'], hintId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Select {...props} aria-describedby={describedBy} value={value} onChange={(event) => isSiteAlertMode(event.target.value) && onChange(event.target.value)}>
        {SITE_ALERT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {SITE_ALERT_MODE_LABELS[mode]}
          </option>
        ))}
      </Select>
      <p id={hintId} className="mt-1 text-xs text-muted-foreground">
        {SITE_ALERT_MODE_HINTS[value]}
      </p>
    </div>
  );
}

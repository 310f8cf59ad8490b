import type { SelectHTMLAttributes } from 'react';
import { SITE_ALERT_MODE_LABELS, SITE_ALERT_MODES, isSiteAlertMode, type SiteAlertMode } from '../../../../core/alerts/site-alert-mode';
import { Select } from '../../../components/ui/select';

interface AlertModeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: SiteAlertMode;
  onChange: (mode: SiteAlertMode) => void;
}

/** How loudly a site's keywords alert, as the add dialog and the site page both offer it. */
export function AlertModeSelect({ value, onChange, ...props }: AlertModeSelectProps) {
  return (
    <Select {...props} value={value} onChange={(event) => isSiteAlertMode(event.target.value) && onChange(event.target.value)}>
      {SITE_ALERT_MODES.map((mode) => (
        <option key={mode} value={mode}>
          {SITE_ALERT_MODE_LABELS[mode]}
        </option>
      ))}
    </Select>
  );
}

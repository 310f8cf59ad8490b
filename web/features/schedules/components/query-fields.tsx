import { useId } from 'react';
import { Link } from 'react-router';
import { supportsDevice, type Device } from '../../../../core/search/devices';
import { ENGINE_LABELS, SEARCH_ENGINES, isSearchEngine, type SearchEngine } from '../../../../core/search/engines';
import { LOCATIONS, isLocationCode, type LocationCode } from '../../../../core/search/locations';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { paths } from '../../../config/paths';
import type { ScheduleAccess } from '../lib/schedule-access';
import { DeviceChoice } from '../../../components/device-choice';

export interface QueryValues {
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
}

interface QueryFieldsProps {
  values: QueryValues;
  onChange: (patch: Partial<QueryValues>) => void;
  access: ScheduleAccess;
  /** Words after the labels, e.g. '(for keywords without one)' in bulk adding. */
  labelSuffix?: string;
}

/**
 * Location, search engine and device. Engines outside the plan are listed but disabled, with the plan's rule
 * under the field; choosing an engine without mobile results puts the device back to desktop.
 */
export function QueryFields({ values, onChange, access, labelSuffix = '' }: QueryFieldsProps) {
  const id = useId();
  const restricted = access.engines.length < SEARCH_ENGINES.length;
  const chooseEngine = (value: string) => {
    if (!isSearchEngine(value)) return;
    onChange({ searchEngine: value, device: supportsDevice(value, values.device) ? values.device : 'desktop' });
  };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-location`}>Location{labelSuffix}</Label>
          <Select
            id={`${id}-location`}
            value={values.location}
            onChange={(event) => isLocationCode(event.target.value) && onChange({ location: event.target.value })}
          >
            {LOCATIONS.map((location) => (
              <option key={location.code} value={location.code}>
                {location.label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor={`${id}-engine`}>Search engine{labelSuffix}</Label>
          <Select
            id={`${id}-engine`}
            value={values.searchEngine}
            aria-describedby={restricted ? `${id}-engine-hint` : undefined}
            onChange={(event) => chooseEngine(event.target.value)}
          >
            {SEARCH_ENGINES.map((engine) => (
              <option key={engine} value={engine} disabled={!access.engines.includes(engine)}>
                {ENGINE_LABELS[engine]}
                {access.engines.includes(engine) ? '' : ' (Pro)'}
              </option>
            ))}
          </Select>
          {restricted ? (
            <p id={`${id}-engine-hint`} className="mt-1.5 text-xs text-muted-foreground">
              The free plan schedules Google checks.{' '}
              <Link to={paths.pricing} className="font-medium text-brand underline-offset-2 hover:underline">
                Try Pro free
              </Link>{' '}
              for all six engines.
            </p>
          ) : null}
        </div>
      </div>
      <DeviceChoice engine={values.searchEngine} value={values.device} onChange={(device) => onChange({ device })} />
    </>
  );
}

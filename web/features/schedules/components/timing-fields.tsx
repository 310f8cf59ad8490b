import { useId } from 'react';
import { INTERVAL_TYPES, type IntervalType } from '../../../../contracts/scheduled-check';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import type { ScheduleFieldErrors, ScheduleFormValues } from '../lib/form-values';
import { WEEKDAYS, intervalText, ordinal } from '../lib/interval-text';
import type { ScheduleAccess } from '../lib/schedule-access';

export type TimingValues = Pick<ScheduleFormValues, 'intervalType' | 'intervalValue' | 'time' | 'minute' | 'weekday' | 'monthDay'>;

const UNIT_LABELS: Record<IntervalType, string> = { hourly: 'Hours', daily: 'Days', weekly: 'Weeks', monthly: 'Months' };
const MINUTES = Array.from({ length: 60 }, (_, minute) => minute);
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The browser's zone, which the app also saves as the account's: schedule times are read in it. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function summaryOf(values: TimingValues): string | null {
  const every = Number(values.intervalValue);
  const time = /^(\d{1,2}):(\d{2})$/u.exec(values.time);
  if (!Number.isInteger(every) || every < 1 || (values.intervalType !== 'hourly' && !time)) return null;
  const customSchedule = {
    minute: values.intervalType === 'hourly' ? values.minute : Number(time?.[2]),
    hour: Number(time?.[1] ?? 8),
    weekday: values.weekday,
    monthDay: values.monthDay,
  };
  return intervalText({ intervalType: values.intervalType, intervalValue: every, customSchedule });
}

interface TimingFieldsProps {
  values: TimingValues;
  onChange: (patch: Partial<TimingValues>) => void;
  errors: ScheduleFieldErrors;
  access: ScheduleAccess;
}

/**
 * How often and when: every N hours, days, weeks or months, and the part of the interval it runs at (the
 * contract's customSchedule): a minute past the hour, a time of day, a weekday, a day of the month.
 */
export function TimingFields({ values, onChange, errors, access }: TimingFieldsProps) {
  const id = useId();
  const summary = summaryOf(values);
  const restricted = access.intervals.length < INTERVAL_TYPES.length;
  const withTime = values.intervalType !== 'hourly';
  return (
    <fieldset className="grid gap-4" aria-describedby={`${id}-summary`}>
      <legend className="mb-1 text-sm font-semibold">How often</legend>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3 sm:max-w-sm">
        <TextField
          label="Every"
          type="number"
          inputMode="numeric"
          min={1}
          max={366}
          value={values.intervalValue}
          error={errors.intervalValue}
          onChange={(event) => onChange({ intervalValue: event.target.value })}
        />
        <div>
          <Label htmlFor={`${id}-unit`}>Unit</Label>
          <Select
            id={`${id}-unit`}
            value={values.intervalType}
            aria-describedby={restricted ? `${id}-unit-hint` : undefined}
            onChange={(event) => onChange({ intervalType: event.target.value as IntervalType })}
          >
            {INTERVAL_TYPES.map((type) => (
              <option key={type} value={type} disabled={!access.intervals.includes(type)}>
                {UNIT_LABELS[type]}
                {access.intervals.includes(type) ? '' : ' (Pro)'}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {restricted ? (
        <p id={`${id}-unit-hint`} className="-mt-2 text-xs text-muted-foreground">
          The free plan schedules daily or weekly checks; each run counts toward your 3 checks a day.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {values.intervalType === 'hourly' ? (
          <div>
            <Label htmlFor={`${id}-minute`}>Minutes past the hour</Label>
            <Select id={`${id}-minute`} value={values.minute} onChange={(event) => onChange({ minute: Number(event.target.value) })}>
              {MINUTES.map((minute) => (
                <option key={minute} value={minute}>
                  :{String(minute).padStart(2, '0')}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {values.intervalType === 'weekly' ? (
          <div>
            <Label htmlFor={`${id}-weekday`}>On</Label>
            <Select id={`${id}-weekday`} value={values.weekday} onChange={(event) => onChange({ weekday: Number(event.target.value) })}>
              {WEEKDAYS.map((name, weekday) => (
                <option key={name} value={weekday}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {values.intervalType === 'monthly' ? (
          <div>
            <Label htmlFor={`${id}-month-day`}>On day</Label>
            <Select
              id={`${id}-month-day`}
              value={values.monthDay}
              aria-describedby={values.monthDay > 28 ? `${id}-month-day-hint` : undefined}
              onChange={(event) => onChange({ monthDay: Number(event.target.value) })}
            >
              {MONTH_DAYS.map((day) => (
                <option key={day} value={day}>
                  {ordinal(day)}
                </option>
              ))}
            </Select>
            {values.monthDay > 28 ? (
              <p id={`${id}-month-day-hint`} className="mt-1.5 text-xs text-muted-foreground">
                In shorter months it runs on the last day.
              </p>
            ) : null}
          </div>
        ) : null}
        {withTime ? (
          <TextField label="At" type="time" value={values.time} error={errors.time} onChange={(event) => onChange({ time: event.target.value })} />
        ) : null}
      </div>
      <p id={`${id}-summary`} className="text-sm text-muted-foreground">
        {summary ? <span className="font-medium text-foreground">{summary}.</span> : 'Choose how often it runs.'} Times are in your time zone ({timeZone()}).
      </p>
    </fieldset>
  );
}

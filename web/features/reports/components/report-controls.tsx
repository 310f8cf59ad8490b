import { useId } from 'react';
import type { ReportSites } from '../../../../contracts/report';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { REPORT_PERIOD_DAYS } from '../../../../contracts/report';
import type { PeriodChoice, ReportPeriod } from '../lib/report-period';

interface ReportControlsProps {
  sites: ReportSites['sites'];
  site: string;
  period: ReportPeriod;
  /** The site's tags, and the one the report is limited to ('' for all its keywords). */
  tags: readonly string[];
  tag: string;
  onSiteChange: (site: string) => void;
  onTagChange: (tag: string) => void;
  onPeriodChange: (choice: PeriodChoice) => void;
  onCustomChange: (from: string, to: string) => void;
}

/** Which site, which of its keywords (a tag) and which days the report covers; all live in the URL so a report can be bookmarked. */
export function ReportControls({ sites, site, tags, tag, period, onSiteChange, onTagChange, onPeriodChange, onCustomChange }: ReportControlsProps) {
  const id = useId();
  const custom = period.choice === 'custom';
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end">
      <div className="min-w-0 lg:w-80">
        <Label htmlFor={`${id}-site`}>Site</Label>
        <Select id={`${id}-site`} value={site} onChange={(event) => onSiteChange(event.target.value)}>
          {sites.map((item) => (
            <option key={item.site} value={item.site}>
              {item.site} · {item.checks.toLocaleString()} {item.checks === 1 ? 'check' : 'checks'}
            </option>
          ))}
        </Select>
      </div>
      {tags.length > 0 ? (
        <div className="min-w-0 lg:w-48">
          <Label htmlFor={`${id}-tag`}>Tag</Label>
          <Select id={`${id}-tag`} value={tag} onChange={(event) => onTagChange(event.target.value)}>
            <option value="">All keywords</option>
            {tags.map((item) => (
              <option key={item} value={item}>
                Tagged “{item}”
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <div className="lg:w-48">
        <Label htmlFor={`${id}-period`}>Period</Label>
        <Select id={`${id}-period`} value={period.choice} onChange={(event) => onPeriodChange(event.target.value as PeriodChoice)}>
          {REPORT_PERIOD_DAYS.map((days) => (
            <option key={days} value={`${days}`}>
              Last {days} days
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </Select>
      </div>
      {custom ? (
        <>
          <div className="lg:w-44">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={period.from}
              max={period.to}
              onChange={(event) => event.target.value && onCustomChange(event.target.value, period.to)}
            />
          </div>
          <div className="lg:w-44">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="date"
              value={period.to}
              min={period.from}
              onChange={(event) => event.target.value && onCustomChange(period.from, event.target.value)}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}

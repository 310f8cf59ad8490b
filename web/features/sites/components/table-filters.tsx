import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useState } from 'react';
import type { SiteDetail } from '../../../../contracts/tracking';
import { DEVICE_LABELS, isDevice } from '../../../../core/search/devices';
import { ENGINE_LABELS, isSearchEngine } from '../../../../core/search/engines';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { AiOverviewSelect, FeatureHeldSelect } from '../../../components/filters/serp-feature-selects';
import { activeFilters, type TableView } from '../lib/table-view';

interface TableFiltersProps {
  view: TableView;
  facets: SiteDetail['facets'] | undefined;
  locationLabel: (code: string) => string;
  onChange: (change: Partial<TableView>) => void;
}

const RANKS = [
  ['', 'Any rank'],
  ['top3', 'Top 3'],
  ['top10', 'Top 10'],
  ['top20', 'Top 20'],
  ['top100', 'Top 100'],
  ['not-found', 'Not in the top 100'],
  ['unchecked', 'Not checked yet'],
] as const;

function Field({ label, children, className }: { label: string; children: (id: string) => React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="text-xs">
        {label}
      </Label>
      <div className="mt-1">{children(id)}</div>
    </div>
  );
}

/** Search and filters over the keyword table; each choice goes to the URL, and the first page. */
export function TableFilters({ view, facets, locationLabel, onChange }: TableFiltersProps) {
  const [text, setText] = useState(view.q);
  // Typing filters after a pause, not on every key: one request for "bathroom tiles", not fourteen.
  useEffect(() => {
    if (text === view.q) return;
    const timer = setTimeout(() => onChange({ q: text, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [text, view.q, onChange]);
  useEffect(() => setText(view.q), [view.q]);
  const set = (change: Partial<TableView>) => onChange({ ...change, page: 1 });
  const count = activeFilters(view);

  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 lg:items-end">
      <Field label="Search keywords" className="col-span-2 sm:col-span-3 lg:col-span-2">
        {(id) => (
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id={id} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Keyword contains…" className="pl-9" />
          </div>
        )}
      </Field>
      <Field label="Tag">
        {(id) => (
          <Select id={id} value={view.tags[0] ?? ''} onChange={(event) => set({ tags: event.target.value ? [event.target.value] : [] })}>
            <option value="">All tags</option>
            {(facets?.tags ?? []).map((tag) => (
              <option key={tag.value} value={tag.value}>
                {tag.value} ({tag.count})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Engine">
        {(id) => (
          <Select id={id} value={view.engines[0] ?? ''} onChange={(event) => set({ engines: isSearchEngine(event.target.value) ? [event.target.value] : [] })}>
            <option value="">All engines</option>
            {(facets?.engines ?? []).filter((engine) => isSearchEngine(engine.value)).map((engine) => (
              <option key={engine.value} value={engine.value}>
                {isSearchEngine(engine.value) ? ENGINE_LABELS[engine.value] : engine.value} ({engine.count})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Location and device">
        {(id) => (
          <Select
            id={id}
            value={`${view.locations[0] ?? ''}|${view.devices[0] ?? ''}`}
            onChange={(event) => {
              const [location = '', device = ''] = event.target.value.split('|');
              set({ locations: location ? [location] : [], devices: isDevice(device) ? [device] : [] });
            }}
          >
            <option value="|">Everywhere</option>
            {(facets?.devices ?? []).map((device) =>
              isDevice(device.value) ? (
                <option key={`d-${device.value}`} value={`|${device.value}`}>
                  {DEVICE_LABELS[device.value]} ({device.count})
                </option>
              ) : null,
            )}
            {(facets?.locations ?? []).map((location) => (
              <option key={`l-${location.value}`} value={`${location.value}|`}>
                {locationLabel(location.value)} ({location.count})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Rank">
        {(id) => (
          <Select id={id} value={view.rank} onChange={(event) => set({ rank: RANKS.find(([value]) => value === event.target.value)?.[0] ?? '' })}>
            {RANKS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Movement">
        {(id) => (
          <Select id={id} value={view.movers} onChange={(event) => set({ movers: event.target.value === 'up' || event.target.value === 'down' ? event.target.value : '' })}>
            <option value="">Any</option>
            <option value="up">Moved up</option>
            <option value="down">Moved down</option>
          </Select>
        )}
      </Field>
      <Field label="AI Overview">{(id) => <AiOverviewSelect id={id} value={view.aiOverview} onChange={(aiOverview) => set({ aiOverview })} />}</Field>
      <Field label="Feature held">
        {(id) => <FeatureHeldSelect id={id} value={view.features[0] ?? ''} onChange={(feature) => set({ features: feature ? [feature] : [] })} />}
      </Field>
      <div className="col-span-2 flex items-end sm:col-span-1">
        <Button
          variant="ghost"
          disabled={count === 0}
          onClick={() => {
            setText('');
            set({ q: '', tags: [], engines: [], devices: [], locations: [], rank: '', movers: '', features: [], aiOverview: '' });
          }}
        >
          <X aria-hidden="true" />
          Clear{count > 0 ? ` (${count})` : ''}
        </Button>
      </div>
    </div>
  );
}

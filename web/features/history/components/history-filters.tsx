import { useId, useState, type ReactNode } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import X from 'lucide-react/icons/x';
import type { HistoryFilters as Filters } from '../../../../contracts/history';
import { DEVICE_LABELS, DEVICES, isDevice } from '../../../../core/search/devices';
import { ENGINE_LABELS, isSearchEngine } from '../../../../core/search/engines';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { AiOverviewSelect, FeatureHeldSelect } from '../../../components/filters/serp-feature-selects';
import { useHistoryFacets } from '../api/get-history-facets';
import { formatLocation } from '../lib/format-check';

interface HistoryFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Narrow screens: seven fields would fill the first screen, so they fold behind a 'Filters' button. */
  collapsible?: boolean;
}

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** The values a filter offers; the one in the URL stays listed even if the facets no longer hold it. */
function withCurrent(values: readonly string[] | undefined, current: string | undefined): string[] {
  const list = [...(values ?? [])];
  if (current && !list.includes(current)) list.unshift(current);
  return list;
}

/**
 * Site, keyword, engine, location, device, tag, the AI Overview, a feature held and a date range; every change
 * lands in the URL at once.
 */
export function HistoryFilters({ filters, onChange, collapsible = false }: HistoryFiltersProps) {
  const facets = useHistoryFacets();
  const [expanded, setExpanded] = useState(false);
  const fieldsId = useId();
  const open = !collapsible || expanded;
  const set = <K extends keyof Filters>(key: K, value: Filters[K] | '') => onChange({ ...filters, [key]: value || undefined });
  // A range that ends before it starts would match nothing: moving one end past the other moves both.
  const setDay = (key: 'from' | 'to', value: string) => {
    const next = { ...filters, [key]: value || undefined };
    if (next.from && next.to && next.from > next.to) next[key === 'from' ? 'to' : 'from'] = value;
    onChange(next);
  };
  const active = Object.values(filters).filter(Boolean).length;
  const any = active > 0;
  const loading = facets.isPending;
  // Tags belong to tracked queries: the field shows once there are some (or one is in the URL).
  const tags = withCurrent(facets.data?.tags, filters.tag);

  return (
    <section aria-labelledby="history-filters-title" className="rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className={open ? 'mb-3 flex items-center justify-between gap-3' : 'flex items-center justify-between gap-3'}>
        <h2 id="history-filters-title" className="font-semibold">
          {collapsible ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={fieldsId}
              onClick={() => setExpanded((value) => !value)}
              className="-m-1 inline-flex items-center gap-2 rounded p-1"
            >
              Filters
              {any ? <span className="rounded-full bg-brand-soft px-2 text-xs text-brand-soft-foreground">{active} on</span> : null}
              <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
            </button>
          ) : (
            'Filters'
          )}
        </h2>
        <Button variant="ghost" size="sm" onClick={() => onChange({})} disabled={!any}>
          <X aria-hidden="true" />
          Clear filters
        </Button>
      </div>
      <div id={fieldsId} hidden={!open} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Site">
          {(id) => (
            <Select id={id} value={filters.site ?? ''} onChange={(e) => set('site', e.target.value)} aria-busy={loading}>
              <option value="">All sites</option>
              {withCurrent(facets.data?.sites, filters.site).map((site) => (
                <option key={site} value={site}>
                  {site}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Keyword">
          {(id) => (
            <Select id={id} value={filters.keyword ?? ''} onChange={(e) => set('keyword', e.target.value)} aria-busy={loading}>
              <option value="">All keywords</option>
              {withCurrent(facets.data?.keywords, filters.keyword).map((keyword) => (
                <option key={keyword} value={keyword}>
                  {keyword}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Engine">
          {(id) => (
            <Select
              id={id}
              value={filters.engine ?? ''}
              onChange={(e) => set('engine', isSearchEngine(e.target.value) ? e.target.value : '')}
              aria-busy={loading}
            >
              <option value="">All engines</option>
              {withCurrent(facets.data?.engines, filters.engine).filter(isSearchEngine).map((engine) => (
                <option key={engine} value={engine}>
                  {ENGINE_LABELS[engine]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Location">
          {(id) => (
            <Select id={id} value={filters.location ?? ''} onChange={(e) => set('location', e.target.value)} aria-busy={loading}>
              <option value="">All locations</option>
              {withCurrent(facets.data?.locations, filters.location).map((location) => (
                <option key={location} value={location}>
                  {formatLocation(location)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Device">
          {(id) => (
            <Select id={id} value={filters.device ?? ''} onChange={(e) => set('device', isDevice(e.target.value) ? e.target.value : '')}>
              <option value="">All devices</option>
              {DEVICES.map((device) => (
                <option key={device} value={device}>
                  {DEVICE_LABELS[device]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {tags.length > 0 ? (
          <Field label="Tag">
            {(id) => (
              <Select id={id} value={filters.tag ?? ''} onChange={(e) => set('tag', e.target.value)} aria-busy={loading}>
                <option value="">All tags</option>
                {tags.map((tag) => (
                  <option key={tag} value={tag}>
                    {tag}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <Field label="AI Overview">{(id) => <AiOverviewSelect id={id} value={filters.aiOverview ?? ''} onChange={(value) => set('aiOverview', value)} />}</Field>
        <Field label="Feature held">{(id) => <FeatureHeldSelect id={id} value={filters.feature ?? ''} onChange={(value) => set('feature', value)} />}</Field>
        <Field label="From">
          {(id) => <Input id={id} type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => setDay('from', e.target.value)} />}
        </Field>
        <Field label="To">
          {(id) => <Input id={id} type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => setDay('to', e.target.value)} />}
        </Field>
      </div>
      {facets.isError ? (
        <p role="status" className="mt-3 text-sm text-muted-foreground">
          The filter choices could not be loaded; the list still works.{' '}
          <button type="button" className="font-medium text-brand underline underline-offset-2" onClick={() => void facets.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
    </section>
  );
}

import { useId } from 'react';
import { Link } from 'react-router';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { paths } from '../../../config/paths';

interface SiteChooserProps {
  /** Says whose sites these are: 'Sites they can see'. */
  legend: string;
  /** The workspace's tracked sites, in its order. */
  sites: string[];
  value: string[];
  onChange: (sites: string[]) => void;
  error?: string | null;
  disabled?: boolean;
}

export const NO_SITE_CHOSEN = 'Choose at least one site: a client sees only the sites chosen for them.';

/** Checkboxes of the workspace's sites, for the ones a client may see. */
export function SiteChooser({ legend, sites, value, onChange, error, disabled = false }: SiteChooserProps) {
  const id = useId();
  if (sites.length === 0) {
    return (
      <div role="group" aria-label={legend} className="rounded-md border border-dashed border-border p-3 text-sm">
        <p>
          There are no tracked sites to share yet: a client sees only the sites chosen for them.{' '}
          <Link to={paths.sites} className="rounded-sm font-medium text-brand underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            Track a site
          </Link>
        </p>
        {error ? <p className="mt-1.5 font-medium text-danger-soft-foreground">{error}</p> : null}
      </div>
    );
  }
  const toggle = (site: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(site);
    else next.delete(site);
    onChange(sites.filter((item) => next.has(item)));
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <ul className="grid max-h-56 gap-0.5 overflow-y-auto rounded-md border border-input p-1.5">
        {sites.map((site) => (
          <li key={site}>
            <label className="flex cursor-pointer items-center gap-3 rounded px-2 py-2 text-sm hover:bg-muted has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
              <SelectCheckbox checked={value.includes(site)} disabled={disabled} onChange={(event) => toggle(site, event.target.checked)} />
              <span className="min-w-0 [overflow-wrap:anywhere]">{site}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { memo, useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_COMPETITORS } from '../../../../contracts/rank-check';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSiteMutations } from '../api/sites';

/** The competitors every keyword of the site is compared with, from its next check on. */
export const SiteCompetitors = memo(function SiteCompetitors({ site, competitorUrls }: { site: string; competitorUrls: readonly string[] }) {
  const id = useId();
  const [values, setValues] = useState<string[]>(() => Array.from({ length: MAX_COMPETITORS }, (_, i) => competitorUrls[i] ?? ''));
  useEffect(() => setValues(Array.from({ length: MAX_COMPETITORS }, (_, i) => competitorUrls[i] ?? '')), [competitorUrls]);
  const { competitors } = useSiteMutations();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    competitors.mutate(
      { site, competitorUrls: values.filter((value) => value.trim() !== '') },
      { onSuccess: (saved) => void notify.success('Competitors saved', saved.competitorUrls.length ? `Every keyword of ${site} is compared with them from its next check.` : 'No competitors are compared any more.') },
    );
  };
  return (
    <form onSubmit={submit} className="rounded-xl border border-border bg-card p-4 sm:p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Competitors
      </h2>
      <p className="text-sm text-muted-foreground">Up to {MAX_COMPETITORS}, checked with every keyword of this site (a keyword with its own competitors keeps them).</p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {values.map((value, index) => (
          <Input key={index} aria-label={`Competitor ${index + 1}`} value={value} placeholder="competitor.com" onChange={(event) => setValues(values.map((old, i) => (i === index ? event.target.value : old)))} />
        ))}
      </div>
      {competitors.isError ? (
        <p role="alert" className="mt-2 text-sm text-danger">
          {competitors.error instanceof ApiError ? competitors.error.message : 'The competitors could not be saved.'}
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm" className="mt-3" disabled={competitors.isPending} aria-busy={competitors.isPending}>
        {competitors.isPending ? <Spinner className="size-4" /> : null}
        Save competitors
      </Button>
    </form>
  );
});

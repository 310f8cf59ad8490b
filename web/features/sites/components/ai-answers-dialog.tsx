import { useState, type FormEvent } from 'react';
import { AI_ANSWER_ENGINES, AI_ANSWER_LABELS, SEARCHES_PER_AI_ANSWER, type AiAnswerEngine } from '../../../../core/search/ai-answers';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormFooter } from '../../../components/ui/form-footer';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

interface AiAnswersDialogProps {
  open: boolean;
  count: number;
  /** The engines every selected keyword on the page samples now: the boxes start ticked for those. */
  current: readonly AiAnswerEngine[];
  /** Checks a month of the selected keywords on the page (paused ones count none); null when none is on the page. */
  checksPerMonth: number | null;
  /** Every selected keyword is on the page, so the cost is all of theirs (else it is at least that). */
  allOnPage: boolean;
  pending: boolean;
  onClose: () => void;
  onSubmit: (engines: AiAnswerEngine[]) => void;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Chooses the AI answer engines the selected keywords sample on each check (Pro), saying what they cost: one
 * search per engine every time a keyword is checked. An answer differs from one ask to the next, so each check
 * keeps one sample and the keyword's detail shows how often the answers cite the site.
 */
export function AiAnswersDialog({ open, count, current, checksPerMonth, allOnPage, pending, onClose, onSubmit }: AiAnswersDialogProps) {
  // Mounted when opened (see BulkBar): the boxes start from the selection as it was then, whatever refetches.
  const [engines, setEngines] = useState<AiAnswerEngine[]>(() => [...current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(engines);
  };
  const keywords = `${count.toLocaleString('en-US')} keyword${count === 1 ? '' : 's'}`;
  const searches = checksPerMonth === null ? null : checksPerMonth * engines.length * SEARCHES_PER_AI_ANSWER;
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && !pending && onClose()}
      title="Sample AI answers"
      description={`Ask Google AI Mode and Bing Copilot each keyword every time it is checked, for the ${keywords} selected. Part of Pro.`}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">Engines</legend>
          {AI_ANSWER_ENGINES.map((engine) => {
            const checked = engines.includes(engine);
            return (
              <label key={engine} className={cn('flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm', checked && 'border-brand bg-brand-soft/50')}>
                <input
                  type="checkbox"
                  className="size-4 accent-brand"
                  checked={checked}
                  onChange={(event) => setEngines((list) => (event.target.checked ? [...new Set([...list, engine])] : list.filter((item) => item !== engine)))}
                />
                {AI_ANSWER_LABELS[engine]}
              </label>
            );
          })}
        </fieldset>
        <div aria-live="polite" className="mt-4 grid gap-1.5 rounded-lg bg-muted/60 px-4 py-3 text-sm">
          <p>
            {engines.length === 0
              ? 'No AI answers will be asked: samples already taken stay in each keyword’s detail.'
              : searches === null
                ? `Each engine costs one search every time a keyword is checked.`
                : searches === 0
                  ? 'Nothing more while these keywords are paused: each engine costs one search every time a keyword is checked.'
                : `${allOnPage ? 'About' : 'At least'} ${whole(searches)} more searches a month: one per engine each time a keyword is checked.`}
          </p>
          <p className="text-muted-foreground">
            An AI answer changes from one ask to the next, so every check keeps one sample and each keyword’s detail shows how often they cite your site.
          </p>
        </div>
        <FormFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            Save
          </Button>
        </FormFooter>
      </form>
    </DialogFrame>
  );
}

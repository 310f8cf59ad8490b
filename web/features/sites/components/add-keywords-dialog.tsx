import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AddKeywordsInput, AddKeywordsResult } from '../../../../contracts/tracking';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { sitePagePath } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSiteMutations } from '../api/sites';
import { AddKeywordsForm } from './add-keywords-form';

/** "Add keywords": the form in a dialog; saved, it says what was added and opens the site's table. */
export function AddKeywordsDialog({ site, label = 'Add keywords' }: { site?: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { add } = useSiteMutations();
  const navigate = useNavigate();

  const save = async (requests: AddKeywordsInput[]) => {
    setPending(true);
    setError(null);
    const answers: AddKeywordsResult[] = [];
    let failed = false;
    try {
      // One after another: a large list is several requests, and the plan's cap is judged after each.
      for (const request of requests) answers.push(await add.mutateAsync(request));
    } catch (cause) {
      failed = true;
      setError(cause);
      setPending(false);
      if (answers.length === 0) return;
    }
    setPending(false);
    const created = answers.reduce((sum, answer) => sum + answer.created, 0);
    const updated = answers.reduce((sum, answer) => sum + answer.updated, 0);
    const target = answers[0]?.site;
    if (!failed) setOpen(false);
    void notify.success(
      created ? `${created.toLocaleString('en-US')} ${created === 1 ? 'query' : 'queries'} tracked` : 'Nothing new to track',
      created ? 'Their first checks have started; ranks appear as they come in.' : updated ? `${updated.toLocaleString('en-US')} got the new tags.` : 'Every one of them is tracked already.',
    );
    if (target && !site && !failed) void navigate(sitePagePath(target));
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        setError(null);
      }}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {label}
        </Button>
      }
      title={site ? `Add keywords to ${site}` : 'Track keywords'}
      description="Paste a list or add a CSV file; each keyword is tracked on every engine, location and device you choose."
      size="xl"
    >
      <AddKeywordsForm site={site} pending={pending} serverError={error} onSubmit={(requests) => void save(requests)} onCancel={() => setOpen(false)} />
    </DialogFrame>
  );
}

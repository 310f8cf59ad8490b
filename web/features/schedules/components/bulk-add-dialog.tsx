import { useState } from 'react';
import type { ScheduledCheckInput } from '../../../../contracts/scheduled-check';
import { useBulkAddScheduledChecks } from '../api/save-scheduled-check';
import type { ScheduleAccess } from '../lib/schedule-access';
import { BulkAddForm } from './bulk-add-form';
import { BulkResult } from './bulk-result';
import { DialogFrame } from '../../../components/ui/dialog-frame';

/** 'Add many keywords': the form, then what the server made of it. */
export function BulkAddDialog({ open, access, onClose }: { open: boolean; access: ScheduleAccess; onClose: () => void }) {
  const bulk = useBulkAddScheduledChecks();
  const [sent, setSent] = useState<ScheduledCheckInput[]>([]);
  // A new form after 'Add more keywords', so nothing typed before lingers.
  const [round, setRound] = useState(0);
  const close = () => {
    bulk.reset();
    onClose();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Add many keywords"
      description="Schedule a list of keywords for one website at once: paste them, or import a CSV file."
    >
      {bulk.data ? (
        <BulkResult
          result={bulk.data}
          items={sent}
          onDone={close}
          onAddMore={() => {
            bulk.reset();
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <BulkAddForm
          key={round}
          access={access}
          pending={bulk.isPending}
          serverError={bulk.error}
          onCancel={close}
          onSubmit={(items) => {
            setSent(items);
            bulk.mutate(items);
          }}
        />
      )}
    </DialogFrame>
  );
}

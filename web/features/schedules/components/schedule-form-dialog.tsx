import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { notify } from '../../../lib/notify';
import { useCreateScheduledCheck, useUpdateScheduledCheck } from '../api/save-scheduled-check';
import { NEW_SCHEDULE, formValuesOf } from '../lib/form-values';
import { intervalText } from '../lib/interval-text';
import type { ScheduleAccess } from '../lib/schedule-access';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ScheduleForm } from './schedule-form';

/** What the dialog is open for: a new schedule, or changing one. */
export type ScheduleEditing = { kind: 'new' } | { kind: 'edit'; schedule: ScheduledCheck };

interface ScheduleFormDialogProps {
  editing: ScheduleEditing | null;
  access: ScheduleAccess;
  onClose: () => void;
}

/** 'Schedule a check' and 'Edit schedule' in a dialog; saved schedules are announced and the dialog closes. */
export function ScheduleFormDialog({ editing, access, onClose }: ScheduleFormDialogProps) {
  const create = useCreateScheduledCheck();
  const update = useUpdateScheduledCheck();
  const editingOne = editing?.kind === 'edit' ? editing.schedule : null;
  const mutation = editingOne ? update : create;
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  return (
    <DialogFrame
      open={editing !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={editingOne ? 'Edit scheduled check' : 'Schedule a check'}
      description={
        editingOne
          ? 'Changing how often or when moves the next run; the history of this keyword stays as it is.'
          : 'The rank is checked for you at the time you choose and saved to your history, where your alerts see it.'
      }
    >
      {editing ? (
        <ScheduleForm
          key={editingOne?.id ?? 'new'}
          initial={editingOne ? formValuesOf(editingOne) : NEW_SCHEDULE}
          access={access}
          submitLabel={editingOne ? 'Save changes' : 'Schedule check'}
          pending={mutation.isPending}
          serverError={mutation.error}
          onCancel={close}
          onSubmit={(input) => {
            const saved = (schedule: ScheduledCheck, title: string) => {
              close();
              const when = intervalText(schedule);
              void notify.success(title, `“${schedule.keyword}” on ${schedule.websiteUrl}, ${when.charAt(0).toLowerCase()}${when.slice(1)}.`);
            };
            if (editingOne) update.mutate({ id: editingOne.id, input }, { onSuccess: (schedule) => saved(schedule, 'Schedule saved') });
            else create.mutate(input, { onSuccess: (schedule) => saved(schedule, 'Check scheduled') });
          }}
        />
      ) : null}
    </DialogFrame>
  );
}

import { Suspense, useEffect, useRef, useState } from 'react';
import { onSecondStepRequired } from '../../../lib/api-client';
import { lazyWithData } from '../../../components/with-data-layer';

// The dialog (and the passkey library it uses) loads the first time a change asks for it, not with every page.
const ConfirmItIsYouDialog = lazyWithData(() => import('./confirm-it-is-you-dialog').then((m) => m.ConfirmItIsYouDialog));

/**
 * Answers SECOND_STEP_REQUIRED app-wide (decision 026): a sensitive change that the server wants confirmed opens a
 * dialog asking for a code or a passkey; once confirmed, the change is sent again and the page never knew.
 * Declining lets the change fail with the server's message.
 */
export function ConfirmItIsYou() {
  const [open, setOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  useEffect(
    () =>
      onSecondStepRequired(
        () =>
          new Promise<boolean>((resolve) => {
            // A second change asking while the dialog is open waits for the same answer.
            const before = settle.current;
            settle.current = (confirmed) => {
              before?.(confirmed);
              resolve(confirmed);
            };
            setOpen(true);
          }),
      ),
    [],
  );
  const close = (confirmed: boolean) => {
    const done = settle.current;
    settle.current = null;
    setOpen(false);
    done?.(confirmed);
  };
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmItIsYouDialog onConfirmed={() => close(true)} onCancel={() => close(false)} />
    </Suspense>
  );
}

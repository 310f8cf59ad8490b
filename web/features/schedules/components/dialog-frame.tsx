import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import { buttonClasses } from '../../../components/ui/button';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  children: ReactNode;
}

/** A modal of this feature: title, description, a close button, and a body that scrolls on small screens. */
export function DialogFrame({ open, onOpenChange, title, description, children }: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-1rem)] w-[min(44rem,calc(100vw-1rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl focus:outline-none sm:max-h-[calc(100svh-2rem)] sm:w-[min(44rem,calc(100vw-2rem))] sm:p-6">
          <Dialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
          <Dialog.Title className="pr-10 text-xl font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">{description}</Dialog.Description>
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import X from 'lucide-react/icons/x';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

const PERKS = ['Unlimited checks every day', 'All six search engines', 'Compare with up to 3 competitors', 'Automated PDF reports'];

interface UpgradeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Checks saved so far (more than 3 when it opens). */
  totalChecks: number;
  trialAvailable: boolean;
}

/** Spec §4: offered to free users once they have more than 3 saved checks, 2 s after a check. */
export function UpgradeDialog({ open, onOpenChange, totalChecks, trialAvailable }: UpgradeDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xl focus:outline-none">
          <Dialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
          <span className="flex size-11 items-center justify-center rounded-full bg-warning-soft text-warning-soft-foreground">
            <Crown aria-hidden="true" className="size-5" />
          </span>
          <Dialog.Title className="mt-4 text-xl font-semibold">Ready for unlimited checks?</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted-foreground">
            You've saved {totalChecks.toLocaleString()} checks on the free plan. Pro removes the daily limit and adds every
            search engine.
          </Dialog.Description>
          <ul className="mt-4 grid gap-2 text-sm">
            {PERKS.map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
                {perk}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={close}>
              Maybe later
            </Button>
            <Link to={paths.pricing} onClick={close} className={buttonClasses('primary', 'md')}>
              {trialAvailable ? 'Try Pro free for 3 days' : 'Upgrade to Pro'}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

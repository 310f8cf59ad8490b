import { Link } from 'react-router';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import { Button, buttonClasses } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormFooter } from '../../../components/ui/form-footer';
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      eyebrow={
        <span className="mb-3 flex size-11 items-center justify-center rounded-full bg-warning-soft text-warning-soft-foreground">
          <Crown aria-hidden="true" className="size-5" />
        </span>
      }
      title="Ready for unlimited checks?"
      description={`You've saved ${totalChecks.toLocaleString()} checks on the free plan. Pro removes the daily limit and adds every search engine.`}
    >
      <ul className="grid gap-2 text-sm">
        {PERKS.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
            {perk}
          </li>
        ))}
      </ul>
      <FormFooter className="mt-6">
        <Button variant="ghost" onClick={close}>
          Maybe later
        </Button>
        <Link to={paths.pricing} onClick={close} className={buttonClasses('primary', 'md')}>
          {trialAvailable ? 'Try Pro free for 3 days' : 'Upgrade to Pro'}
        </Link>
      </FormFooter>
    </DialogFrame>
  );
}

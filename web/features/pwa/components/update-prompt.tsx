import RefreshIcon from 'lucide-react/icons/refresh-cw';
import { Button } from '../../../components/ui/button';
import { applyUpdate } from '../update/update-state';
import { BottomPrompt } from './bottom-prompt';

/** A new version was deployed and installed: Reload switches to it; Later keeps this page as it is. */
export function UpdatePrompt({ onLater }: { onLater: () => void }) {
  return (
    <BottomPrompt
      label="App update"
      announce
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <RefreshIcon className="size-5" />
        </span>
      }
      actions={
        <>
          <Button variant="outline" size="sm" onClick={onLater}>
            Later
          </Button>
          <Button size="sm" onClick={applyUpdate}>
            Reload
          </Button>
        </>
      }
    >
      <p className="font-semibold text-foreground">A new version of Rank Checker is available</p>
      <p className="text-muted-foreground">Reload to get the latest features and fixes.</p>
    </BottomPrompt>
  );
}

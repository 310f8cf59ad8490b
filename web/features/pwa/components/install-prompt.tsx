import ShareIcon from 'lucide-react/icons/share';
import { LogoMark } from '../../../components/logo-mark';
import { Button } from '../../../components/ui/button';
import { acceptInstall, dismissInstall, type InstallOffer } from '../install/install-offer';
import { BottomPrompt } from './bottom-prompt';

interface InstallPromptProps {
  offer: Exclude<InstallOffer, null>;
  onClose: () => void;
}

/**
 * "Install Rank Checker": Install opens the browser's own dialog; on iPhone and iPad, which have none, the
 * prompt says how to add the app from Safari's Share menu. "Not now" keeps it away for 7 days.
 */
export function InstallPrompt({ offer, onClose }: InstallPromptProps) {
  const notNow = () => {
    dismissInstall();
    onClose();
  };
  const install = () => {
    onClose();
    // The browser's dialog reports its own outcome; a failure to open it leaves nothing to do.
    acceptInstall().catch(() => undefined);
  };
  return (
    <BottomPrompt
      label="Install app"
      icon={<LogoMark className="size-10" />}
      actions={
        <>
          <Button variant="outline" size="sm" onClick={notNow}>
            Not now
          </Button>
          {offer === 'prompt' && (
            <Button size="sm" onClick={install}>
              Install
            </Button>
          )}
        </>
      }
    >
      <p className="font-semibold text-foreground">Install Rank Checker</p>
      {offer === 'prompt' ? (
        <p className="text-muted-foreground">Open it from your home screen or dock, like any other app.</p>
      ) : (
        <p className="text-muted-foreground">
          Tap <ShareIcon className="inline size-4 align-text-bottom" aria-label="Share" role="img" /> Share, then{' '}
          <span className="font-medium text-foreground">Add to Home Screen</span>.
        </p>
      )}
    </BottomPrompt>
  );
}

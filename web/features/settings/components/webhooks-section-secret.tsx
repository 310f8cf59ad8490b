import { useId, useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

/**
 * The signing secret, hidden until asked for (screens are shared and recorded) and copyable either way: the
 * receiver needs it to check each message's webhook-signature.
 */
export function WebhookSecret({ secret }: { secret: string }) {
  const labelId = useId();
  const [shown, setShown] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin): the secret can still be shown and selected.
      void notify.error('Could Not Copy', 'Show the secret and copy it yourself.');
    }
  };
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-1.5">
      <p id={labelId} className="text-xs font-medium text-muted-foreground">
        Signing secret
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs [overflow-wrap:anywhere]">
          {shown ? secret : `whsec_${'•'.repeat(24)}`}
        </code>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setShown((value) => !value)}>
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {shown ? 'Hide' : 'Show'}
            <span className="sr-only"> signing secret</span>
          </Button>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            <span aria-live="polite">{copied ? 'Copied' : 'Copy'}</span>
            <span className="sr-only"> signing secret</span>
          </Button>
        </div>
      </div>
    </div>
  );
}

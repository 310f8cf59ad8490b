import { useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import { Button, type ButtonProps } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';

/** Copies a link to the clipboard and says so on the button for a moment. */
export function CopyLinkButton({ url, label = 'Copy link', ...props }: { url: string; label?: string } & ButtonProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the link stays selectable on screen.
      void notify.error('Could Not Copy', 'Select the link and copy it yourself.');
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void copy()} {...props}>
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? 'Copied' : label}</span>
    </Button>
  );
}

import { useState } from 'react';
import Copy from 'lucide-react/icons/copy';
import { Button } from '../../../components/ui/button';

/** Recovery codes, shown once: each works once instead of the app's code. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="region" aria-label="Your recovery codes" className="grid gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-sm text-warning-soft-foreground">
      <p className="font-semibold">Save these recovery codes now: they are not shown again.</p>
      <p>Each one signs you in once if your phone is lost. Keep them somewhere safe, away from your password.</p>
      <ol className="grid grid-cols-1 gap-1 font-mono text-base text-foreground sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="rounded bg-background px-2 py-1">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true), () => setCopied(false))}
        >
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy the codes'}
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}

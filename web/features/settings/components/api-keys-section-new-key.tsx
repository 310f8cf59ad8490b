import { useEffect, useId, useRef, useState } from 'react';
import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import type { ApiKeyCreated } from '../../../../contracts/api-key';
import { Button } from '../../../components/ui/button';

type CopyState = 'idle' | 'copied' | 'failed';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  failed: "Could not copy it for you. The key is selected: copy it with Ctrl+C (⌘C on a Mac) or your device's copy menu.",
};

/**
 * The key just created, shown this once: only its hash is kept, so a key not copied now is lost (the user
 * revokes it and makes another). Takes focus when it appears, so keyboard and screen reader users land on it.
 */
export function NewApiKey({ apiKey, onDone }: { apiKey: ApiKeyCreated; onDone: () => void }) {
  const titleId = useId();
  const boxRef = useRef<HTMLElement>(null);
  const keyRef = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => boxRef.current?.focus(), [apiKey.id]);

  const copyKey = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.key);
      setCopy('copied');
    } catch {
      // Clipboard access can be refused (permissions, an http:// origin, an old browser): select the key so
      // Ctrl+C or the context menu copies it.
      const range = document.createRange();
      if (keyRef.current) range.selectNodeContents(keyRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopy('failed');
    }
  };

  return (
    <section
      ref={boxRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border-2 border-brand bg-brand-soft/40 p-4 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <h3 id={titleId} className="font-semibold wrap-anywhere">
        Your new API key: {apiKey.name}
      </h3>
      <p className="flex items-start gap-2 rounded-md bg-warning-soft px-3 py-2 font-medium text-warning-soft-foreground">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Copy it now: it will not be shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <code
          ref={keyRef}
          className="min-w-0 flex-1 rounded-md border border-border bg-card px-3 py-2 font-mono text-sm [overflow-wrap:anywhere] select-all"
        >
          {apiKey.key}
        </code>
        <Button variant="outline" size="sm" onClick={() => void copyKey()}>
          {copy === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copy === 'copied' ? 'Copied' : 'Copy'}
          <span className="sr-only"> API key</span>
        </Button>
      </div>
      {/* Always rendered (sr-only while empty) so screen readers hear the outcome of each copy. */}
      <p aria-live="polite" className={copy === 'idle' ? 'sr-only' : 'text-muted-foreground'}>
        {COPY_MESSAGES[copy]}
      </p>
      <p className="text-muted-foreground">
        Send it with each request as <code className="font-mono text-xs wrap-anywhere">Authorization: Bearer {apiKey.prefix}…</code>
      </p>
      <div>
        <Button onClick={onDone}>Done</Button>
      </div>
    </section>
  );
}

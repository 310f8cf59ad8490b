import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../lib/cn';

interface ProseProps {
  /** HTML compiled at build time from the repository's own Markdown (content/), never user input. */
  html: string;
  className?: string;
}

/**
 * Long-form text from content/. Links to our own pages navigate inside the app (no full reload), as the
 * navbar's do; modified clicks (new tab, new window) keep the browser's behaviour.
 */
export function Prose({ html, className }: ProseProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  // The click handler only refines links' own behaviour: each link still works with the keyboard as a link.
  return <div className={cn('prose', className)} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

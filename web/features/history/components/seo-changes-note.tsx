import FileDiff from 'lucide-react/icons/file-diff';
import { seoChangesSentence, type SeoChangeField } from '../../../../core/seo/seo-changes';
import { cn } from '../../../lib/cn';

/** "Title changed since the last check": what changed on the ranking page, from the check's SEO snapshot. */
export function SeoChangesNote({ fields, className }: { fields: readonly SeoChangeField[]; className?: string }) {
  const sentence = seoChangesSentence(fields);
  if (!sentence) return null;
  return (
    <p className={cn('flex w-fit items-start gap-1 rounded-md bg-warning-soft px-1.5 py-0.5 text-xs text-warning-soft-foreground', className)}>
      <FileDiff aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      {sentence}
    </p>
  );
}

import TriangleAlert from 'lucide-react/icons/triangle-alert';
import {
  LENGTH_VERDICT_LABELS,
  isRecommendedLength,
  lengthAdvice,
  lengthVerdict,
  recommendedRangeText,
  type LengthAdvice,
  type LengthGuide,
  type LengthVerdict,
} from '../../../../../core/seo/verdicts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const VERDICT_TONE: Record<LengthVerdict, BadgeTone> = {
  missing: 'danger',
  'too short': 'warning',
  'too long': 'warning',
  optimal: 'success',
};

export const charactersText = (count: number) => `${count} ${count === 1 ? 'character' : 'characters'}`;

interface LengthVerdictProps {
  /** The text as the page has it, null when absent. */
  text: string | null;
  length: number;
  guide: LengthGuide;
  advice: Record<LengthAdvice, string>;
  /** What to say when the page has none ('No title tag found'). */
  missingText: string;
}

/**
 * A title or meta description: the text, its length, the verdict on that length (spec §5: optimal between the
 * guide's limits) with the recommended sub-range beside it, and what to do about it.
 */
export function LengthVerdictView({ text, length, guide, advice, missingText }: LengthVerdictProps) {
  const verdict = lengthVerdict(guide, length);
  const recommended = verdict === 'optimal' && isRecommendedLength(guide, length);
  return (
    <div className="grid gap-1.5">
      {text === null ? (
        <p className="flex items-center gap-1.5 font-medium text-danger-soft-foreground">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {missingText}
        </p>
      ) : (
        <p className="font-medium">{text}</p>
      )}
      <p className="flex flex-wrap items-center gap-2">
        {text === null ? null : <span className="text-muted-foreground">{charactersText(length)}</span>}
        <Badge tone={VERDICT_TONE[verdict]} data-verdict={verdict}>
          {LENGTH_VERDICT_LABELS[verdict]}
        </Badge>
        {verdict === 'missing' ? null : (
          <span className="text-muted-foreground" data-recommended={recommended}>
            {recommendedRangeText(guide, length)}
          </span>
        )}
      </p>
      <p className="text-muted-foreground">{advice[lengthAdvice(guide, length)]}</p>
    </div>
  );
}

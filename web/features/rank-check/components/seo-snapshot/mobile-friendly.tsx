import type { OnPage } from '../../../../../contracts/seo-snapshot';
import { MOBILE_FRIENDLY_ADVICE, type MobileFriendly } from '../../../../../core/seo/verdicts';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const SHOWN: Record<MobileFriendly, { label: string; tone: BadgeTone }> = {
  yes: { label: 'Yes', tone: 'success' },
  no: { label: 'No', tone: 'danger' },
  // Spec §8: an unknown verdict reads as the check being unavailable, not as a 'no'.
  unknown: { label: 'Mobile check unavailable', tone: 'neutral' },
};

interface MobileFriendlyViewProps {
  value: OnPage['isMobileFriendly'];
  viewport: string | null;
}

/** Whether the page adapts to a phone's width, read from its viewport meta tag. */
export function MobileFriendlyView({ value, viewport }: MobileFriendlyViewProps) {
  const { label, tone } = SHOWN[value];
  return (
    <div className="grid gap-1.5">
      <p>
        <Badge tone={tone} data-mobile-friendly={value}>
          {label}
        </Badge>
      </p>
      <p className="text-muted-foreground">{MOBILE_FRIENDLY_ADVICE[value]}</p>
      {viewport ? (
        <p className="text-xs text-muted-foreground">
          Viewport: <code className="rounded bg-muted px-1 py-0.5 [overflow-wrap:anywhere]">{viewport}</code>
        </p>
      ) : null}
    </div>
  );
}

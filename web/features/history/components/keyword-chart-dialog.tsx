import type { KeywordSeriesQuery } from '../../../../contracts/history';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { formatLocation } from '../lib/format-check';
import { KeywordChartBody } from './keyword-chart-body';

interface KeywordChartDialogProps {
  /** The query to chart; null keeps the dialog closed. */
  query: KeywordSeriesQuery | null;
  onClose: () => void;
}

/** A keyword's rank over time, opened from the history list. */
export function KeywordChartDialog({ query, onClose }: KeywordChartDialogProps) {
  return (
    <DialogFrame
      open={query !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="xl"
      eyebrow={<p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Rank over time</p>}
      title={query ? `“${query.keyword}”` : ''}
      description={
        query ? (
          <>
            {query.site} · {ENGINE_LABELS[query.engine]} · {formatLocation(query.location)}
            {query.device === 'mobile' ? ` · ${DEVICE_LABELS.mobile}` : ''}
          </>
        ) : null
      }
    >
      {query ? <KeywordChartBody query={query} /> : null}
    </DialogFrame>
  );
}

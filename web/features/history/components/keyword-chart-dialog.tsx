import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import type { KeywordSeriesQuery } from '../../../../contracts/history';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { buttonClasses } from '../../../components/ui/button';
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
    <Dialog.Root open={query !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-1.5rem)] w-[min(56rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-border bg-card p-4 text-card-foreground shadow-xl focus:outline-none sm:p-6">
          <Dialog.Close className={buttonClasses('ghost', 'icon', 'absolute top-2 right-2')} aria-label="Close">
            <X aria-hidden="true" />
          </Dialog.Close>
          {query ? (
            <>
              <div className="pr-10">
                <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Rank over time</p>
                <Dialog.Title className="mt-1 text-xl font-semibold break-words">“{query.keyword}”</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm break-words text-muted-foreground">
                  {query.site} · {ENGINE_LABELS[query.engine]} · {formatLocation(query.location)}
                  {query.device === 'mobile' ? ` · ${DEVICE_LABELS.mobile}` : ''}
                </Dialog.Description>
              </div>
              <KeywordChartBody query={query} />
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Button } from '../../../components/ui/button';

interface HistoryPaginationProps {
  pageNumber: number;
  pageSize: number;
  shown: number;
  total: number;
  hasNext: boolean;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous/next over keyset pages, with where the visitor is ('26–50 of 123'). */
export function HistoryPagination({ pageNumber, pageSize, shown, total, hasNext, busy, onPrevious, onNext }: HistoryPaginationProps) {
  const first = (pageNumber - 1) * pageSize + 1;
  return (
    <nav aria-label="Pages of checks" className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-3">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {shown > 0 ? `Showing ${first.toLocaleString()}–${(first + shown - 1).toLocaleString()} of ${total.toLocaleString()}` : null}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={onPrevious} disabled={pageNumber === 1 || busy}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" onClick={onNext} disabled={!hasNext || busy}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

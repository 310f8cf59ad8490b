import { useMutation } from '@tanstack/react-query';
import FileDown from 'lucide-react/icons/file-down';
import type { ReportRequest } from '../../../../contracts/report';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { downloadReportPdf } from '../api/download-report-pdf';

/** 'Download PDF' of the report on screen (plans with PDF reports only; others get LockedFeatureLink). */
export function PdfDownloadButton({ request }: { request: ReportRequest }) {
  const download = useMutation({
    mutationFn: downloadReportPdf,
    onError: (error) => void notify.error('PDF Not Ready', error.message || 'Something went wrong'),
  });
  return (
    <Button variant="outline" size="sm" disabled={download.isPending} aria-busy={download.isPending} onClick={() => download.mutate(request)}>
      {download.isPending ? <Spinner /> : <FileDown aria-hidden="true" />}
      {download.isPending ? 'Preparing PDF…' : 'Download PDF'}
    </Button>
  );
}

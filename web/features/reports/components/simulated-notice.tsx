import FlaskConical from 'lucide-react/icons/flask-conical';
import { simulatedChecksText } from '../../../../core/reports/simulated-notice';
import { Alert } from '../../../components/ui/alert';

/**
 * Said above a report's figures when some of its checks are simulated, on /reports and on the shared page
 * alike, so nobody (the owner's client least of all) reads simulated positions as real rankings. The words
 * match the PDF's and the e-mail's.
 */
export function SimulatedNotice({ simulatedChecks, totalChecks }: { simulatedChecks: number; totalChecks: number }) {
  return (
    <Alert role="note" aria-label="Simulated results" tone="warning" icon={<FlaskConical aria-hidden="true" />} title="Simulated results">
      <p>
        {simulatedChecksText(simulatedChecks, totalChecks)} Their positions are not real rankings; keywords with such checks
        are marked Simulated.
      </p>
    </Alert>
  );
}

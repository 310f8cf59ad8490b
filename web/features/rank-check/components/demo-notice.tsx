import FlaskConical from 'lucide-react/icons/flask-conical';
import { Badge } from '../../../components/ui/badge';

/** The built-in engine's positions are simulated; say so plainly so nobody mistakes them for Google's. */
export function DemoNotice() {
  return (
    <div className="rounded-lg border border-dashed border-warning bg-warning-soft p-3 text-sm text-warning-soft-foreground">
      <Badge tone="warning" className="border border-warning">
        <FlaskConical aria-hidden="true" />
        Simulated results
      </Badge>
      <p className="mt-2">
        These are simulated results for demonstration — ranks are not from a live search engine. Saved checks with these
        ranks stay marked Simulated.
      </p>
    </div>
  );
}

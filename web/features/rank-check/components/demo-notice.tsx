import FlaskConical from 'lucide-react/icons/flask-conical';
import { Badge } from '../../../components/ui/badge';

/** The built-in engine's positions are simulated; say so plainly so nobody mistakes them for Google's. */
export function DemoNotice() {
  return (
    <div className="rounded-lg border border-dashed border-warning bg-warning-soft p-3 text-sm text-warning-soft-foreground">
      <Badge tone="warning" className="border border-warning">
        <FlaskConical aria-hidden="true" />
        Simulated results (demo engine)
      </Badge>
      <p className="mt-2">
        This server has no search API key configured, so these positions come from the built-in demo engine: the same
        query always gives the same simulated results page. They are not live search results.
      </p>
    </div>
  );
}

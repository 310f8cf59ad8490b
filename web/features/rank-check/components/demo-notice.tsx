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
        These positions come from Rank Checker’s built-in simulated search engine: the same query always gives the same
        results page. They are not live search results, and they are labelled as simulated wherever they are saved.
      </p>
    </div>
  );
}

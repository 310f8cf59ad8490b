import FlaskConical from 'lucide-react/icons/flask-conical';
import { Badge } from '../ui/badge';

/**
 * Marks a saved check whose results came from the built-in simulated search engine, wherever it shows, so a
 * simulated rank is never read as a real one.
 */
export function SimulatedBadge({ className }: { className?: string }) {
  return (
    <Badge tone="warning" className={className} title="Results of the built-in simulated search engine, not a real one">
      <FlaskConical aria-hidden="true" />
      Simulated
    </Badge>
  );
}

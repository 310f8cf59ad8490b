import { Link } from 'react-router';
import Crown from 'lucide-react/icons/crown';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** An action the plan does not include: looks like its button, says which plan has it, opens /pricing. */
export function LockedFeatureLink({ label, plan }: { label: string; plan: string }) {
  return (
    <Link to={paths.pricing} className={buttonClasses('outline', 'sm', 'text-muted-foreground')} title={`${label} comes with ${plan}`}>
      <Crown aria-hidden="true" className="text-warning" />
      {label}
      <span className="sr-only"> — comes with {plan}, see plans</span>
    </Link>
  );
}

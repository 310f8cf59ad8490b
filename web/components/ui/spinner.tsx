import LoaderCircle from 'lucide-react/icons/loader-circle';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

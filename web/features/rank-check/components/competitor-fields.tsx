import ChevronDown from 'lucide-react/icons/chevron-down';
import Users from 'lucide-react/icons/users';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface CompetitorFieldsProps {
  values: string[];
  onChange: (index: number, value: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  guest: boolean;
  /** Signed in on the free plan: competitor tracking is a Pro feature. */
  freePlan?: boolean;
}

const CONTENT_ID = 'competitor-fields';

/**
 * The optional 'Compare with Competitors' section: up to three competitor URLs, blanks ignored. A disclosure
 * button of its own (not a component library's): it is on the home page, whose first load carries only what it shows.
 */
export function CompetitorFields({ values, onChange, open, onOpenChange, guest, freePlan = false }: CompetitorFieldsProps) {
  return (
    <div className="rounded-lg border border-border">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={CONTENT_ID}
        onClick={() => onOpenChange(!open)}
        className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-muted"
      >
        <span className="flex items-start gap-2">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            Compare with Competitors <span className="font-normal text-muted-foreground">(optional)</span>
          </span>
        </span>
        <ChevronDown aria-hidden="true" className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={CONTENT_ID} hidden={!open} className="border-t border-border px-4 pt-3 pb-4">
        <p id="competitors-hint" className="mb-3 text-sm text-muted-foreground">
          {guest
            ? 'Sign up and try Pro free for 3 days to compare with up to 3 competitors.'
            : freePlan
              ? 'Competitor tracking is a Pro feature: try Pro free for 3 days to compare with up to 3 competitors.'
              : 'Up to 3 competitor websites, checked on the same results pages.'}
        </p>
        {open ? (
          <div className="grid gap-3 sm:grid-cols-3">
            {values.map((value, index) => (
              <div key={index}>
                <Label htmlFor={`competitor-${index + 1}`}>Competitor {index + 1}</Label>
                <Input
                  id={`competitor-${index + 1}`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  placeholder="competitor.com"
                  aria-describedby="competitors-hint"
                  value={value}
                  onChange={(event) => onChange(index, event.target.value)}
                />
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

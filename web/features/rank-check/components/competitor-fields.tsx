import { Collapsible } from 'radix-ui';
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

/** The optional 'Compare with Competitors' section: up to three competitor URLs, blanks ignored. */
export function CompetitorFields({ values, onChange, open, onOpenChange, guest, freePlan = false }: CompetitorFieldsProps) {
  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="rounded-lg border border-border">
      <Collapsible.Trigger className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-left text-sm font-medium hover:bg-muted">
        <span className="flex items-start gap-2">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>
            Compare with Competitors <span className="font-normal text-muted-foreground">(optional)</span>
          </span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="border-t border-border px-4 pt-3 pb-4">
        <p id="competitors-hint" className="mb-3 text-sm text-muted-foreground">
          {guest
            ? 'Sign up and try Pro free for 3 days to compare with up to 3 competitors.'
            : freePlan
              ? 'Competitor tracking is a Pro feature: try Pro free for 3 days to compare with up to 3 competitors.'
              : 'Up to 3 competitor websites, checked on the same results pages.'}
        </p>
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
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

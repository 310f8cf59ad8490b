import CookieIcon from 'lucide-react/icons/cookie';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { setConsent, type ConsentChoice } from '../consent/cookie-consent';
import { BottomPrompt } from './bottom-prompt';

/** Accept or decline optional cookies; the choice and its date are stored, and the banner goes. */
export function CookieBanner({ onChoice }: { onChoice: () => void }) {
  const choose = (choice: ConsentChoice) => {
    setConsent(choice);
    onChoice();
  };
  return (
    <BottomPrompt
      label="Cookie consent"
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground">
          <CookieIcon className="size-5" />
        </span>
      }
      actions={
        <>
          <Button variant="outline" size="sm" onClick={() => choose('declined')}>
            Decline
          </Button>
          <Button size="sm" onClick={() => choose('accepted')}>
            Accept
          </Button>
        </>
      }
    >
      {/* Short blocks of text: the banner arrives a second after the page, and one long paragraph of it would
          be larger than a short page's own text, making it that page's "largest contentful paint". */}
      <p className="font-medium text-foreground">We use only essential cookies.</p>
      <p className="text-muted-foreground">
        They keep you signed in.{' '}
        <Link to={paths.cookies} className="font-medium text-brand underline underline-offset-2 hover:text-brand-hover">
          Cookie Policy
        </Link>
      </p>
    </BottomPrompt>
  );
}

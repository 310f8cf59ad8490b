import { useLocation, useNavigate } from 'react-router';
import Search from 'lucide-react/icons/search';
import { Button, type ButtonSize } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { RANK_CHECKER_ID, paths } from '../../config/paths';
import { scrollToId } from '../../lib/scroll-to-id';

/** Spec §2: on home the scroll waits 100 ms (lets a closing menu or drawer release the page first). */
export const CHECK_RANKINGS_SCROLL_DELAY_MS = 100;

function scrollToChecker() {
  setTimeout(() => {
    if (scrollToId(RANK_CHECKER_ID)) document.getElementById('website-url')?.focus({ preventScroll: true });
  }, CHECK_RANKINGS_SCROLL_DELAY_MS);
}

/**
 * 'Check Rankings': smooth-scrolls to the checker on home (80px offset), elsewhere goes to /#rank-checker.
 * `compact` keeps only the icon below the xl breakpoint (the label stays its accessible name and tooltip), so
 * the signed-in bar holds it beside its eight links from 1024 px.
 */
export function CheckRankingsButton({
  size = 'sm',
  className,
  compact = false,
  onNavigate,
}: {
  size?: ButtonSize;
  className?: string;
  compact?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Button
      size={size}
      className={cn('whitespace-nowrap', className)}
      title={compact ? 'Check Rankings' : undefined}
      onClick={() => {
        onNavigate?.();
        if (pathname !== paths.home) void navigate(paths.rankChecker);
        scrollToChecker();
      }}
    >
      <Search aria-hidden="true" />
      {compact ? <span className="sr-only xl:not-sr-only">Check Rankings</span> : 'Check Rankings'}
    </Button>
  );
}

import { useLocation, useNavigate } from 'react-router';
import Search from 'lucide-react/icons/search';
import { Button, type ButtonSize } from '../../components/ui/button';
import { RANK_CHECKER_ID, paths } from '../../config/paths';
import { scrollToId } from '../../lib/scroll-to-id';

/** Spec §2: on home the scroll waits 100 ms (lets a closing menu or drawer release the page first). */
export const CHECK_RANKINGS_SCROLL_DELAY_MS = 100;

function scrollToChecker() {
  setTimeout(() => {
    if (scrollToId(RANK_CHECKER_ID)) document.getElementById('website-url')?.focus({ preventScroll: true });
  }, CHECK_RANKINGS_SCROLL_DELAY_MS);
}

/** 'Check Rankings': smooth-scrolls to the checker on home (80px offset), elsewhere goes to /#rank-checker. */
export function CheckRankingsButton({
  size = 'sm',
  className,
  onNavigate,
}: {
  size?: ButtonSize;
  className?: string;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <Button
      size={size}
      className={className}
      onClick={() => {
        onNavigate?.();
        if (pathname !== paths.home) void navigate(paths.rankChecker);
        scrollToChecker();
      }}
    >
      <Search aria-hidden="true" />
      Check Rankings
    </Button>
  );
}

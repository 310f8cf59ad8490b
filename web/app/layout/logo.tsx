import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { LogoMark } from '../../components/logo-mark';

/**
 * The logo, leading home. `compact` keeps only the mark below the xl breakpoint (the name stays its accessible
 * name), so the signed-in bar holds its nine links from 1024 px.
 */
export function Logo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <Link to={paths.home} onClick={onClick} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight whitespace-nowrap">
      <LogoMark />
      <span className={compact ? 'sr-only xl:not-sr-only' : undefined}>{site.name}</span>
    </Link>
  );
}

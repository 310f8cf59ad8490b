import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { site } from '../../config/site';
import { LogoMark } from '../../components/logo-mark';

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link to={paths.home} onClick={onClick} className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight whitespace-nowrap">
      <LogoMark />
      <span>{site.name}</span>
    </Link>
  );
}

import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useBranding } from '../../features/reports/api/branding';
import { Logo } from './logo';

/**
 * What a client sees in place of our logo (decision 025): the white label of the workspace they read, its logo and
 * company name, leading to the sites shared with them. Without a white label, our logo.
 */
export function ClientBrand({ compact }: { compact: boolean }) {
  const { data: branding } = useBranding(true);
  if (!branding) return <Logo compact={compact} />;
  return (
    <Link to={paths.sites} className="flex min-w-0 shrink items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      {branding.logoDataUrl ? <img src={branding.logoDataUrl} alt="" className="h-8 w-auto max-w-24 object-contain" /> : null}
      {/* The accent colour marks the logo's edge, not the text: a brand colour is not chosen for contrast. */}
      <span className="truncate border-b-2 pb-0.5" style={{ borderColor: branding.accentColor }}>
        {branding.companyName}
      </span>
    </Link>
  );
}

import ChartLine from 'lucide-react/icons/chart-line';
import Gauge from 'lucide-react/icons/gauge';
import Globe from 'lucide-react/icons/globe';
import Layers from 'lucide-react/icons/layers';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Users from 'lucide-react/icons/users';

const FEATURES = [
  {
    Icon: ShieldCheck,
    title: 'Accurate positions',
    text: 'Only organic results count: ads, local packs and sitelinks never inflate your rank. We scan up to position 100.',
  },
  {
    Icon: Layers,
    title: 'Six search engines',
    text: 'Google, Bing, Yahoo, DuckDuckGo, Baidu and Yandex, each queried with its own paging rules.',
  },
  {
    Icon: Globe,
    title: '57 locations',
    text: 'See the results your customers see, from the United States to Japan, Brazil or Kenya.',
  },
  {
    Icon: Users,
    title: 'Competitor comparison',
    text: 'Check up to three competitors on the same results pages and see whether you are ahead or behind.',
  },
  {
    Icon: ChartLine,
    title: 'Trends and history',
    text: 'Every check is compared with the previous one, so you know at a glance if a page is climbing or slipping.',
  },
  {
    Icon: Gauge,
    title: 'Fast and honest',
    text: 'Results in seconds, with live progress showing exactly which results are being scanned.',
  },
];

export function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight">
            Everything you need to track rankings
          </h2>
          <p className="mt-3 text-muted-foreground">
            Built for website owners, SEO professionals and agencies who want a straight answer.
          </p>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
              <div className="flex size-10 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </div>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

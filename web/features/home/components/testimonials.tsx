import Star from 'lucide-react/icons/star';
import { site } from '../../../config/site';

// Sample testimonials (the spec's marketing copy shows six).
const TESTIMONIALS = [
  {
    quote: 'I check our main keywords every Monday before the team meeting. It takes a minute and the numbers match what I see in Search Console.',
    name: 'Sarah Mitchell',
    role: 'Marketing Manager, Brightleaf Interiors',
  },
  {
    quote: 'Being able to switch between Google and Yandex for the same keyword saved me from maintaining two separate tools for our Eastern Europe clients.',
    name: 'Dmitri Volkov',
    role: 'SEO Consultant',
  },
  {
    quote: 'The competitor comparison is the part I use most. Seeing we were behind the average for “family dentist” told us exactly where to focus.',
    name: 'Priya Raman',
    role: 'Owner, Smile Studio Dental',
  },
  {
    quote: 'We run an agency with forty clients. Fast checks per location let us show each client the results their own customers actually see.',
    name: 'Marcus Oyelaran',
    role: 'Founder, Northbound Digital',
  },
  {
    quote: 'Simple is the right word. No setup, no crawling my whole site, just the position and the page it is on.',
    name: 'Elena García',
    role: 'Freelance Web Designer',
  },
  {
    quote: 'The recommendations are practical. After rewriting our title and headings as suggested, we went from page three to page one in six weeks.',
    name: 'Tom Becker',
    role: 'E-commerce Lead, Alpine Outfitters',
  },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="testimonials-title" className="text-3xl font-bold tracking-tight">
            Trusted by {site.figures.users} website owners
          </h2>
          <p className="mt-3 text-muted-foreground">{site.figures.checks} rank checks and counting.</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
                <div className="flex gap-0.5 text-warning" role="img" aria-label="5 out of 5 stars">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-sm leading-relaxed">“{t.quote}”</blockquote>
                <figcaption className="mt-5 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-brand-soft text-sm font-semibold text-brand-soft-foreground"
                  >
                    {t.name
                      .split(' ')
                      .map((part) => part[0])
                      .join('')}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold">{t.name}</span>
                    <span className="block text-xs text-muted-foreground">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

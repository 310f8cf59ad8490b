import { memo } from 'react';
import { WORKSPACE_SEATS } from '../../../../core/workspaces/roles';
import type { PlanType } from '../../../../contracts/plan';
import { cn } from '../../../lib/cn';
import { formatCount as count } from '../lib/plan-catalog';

/** Answers that quote the tracking limits the server is configured with. */
const questions = (tracked: Record<PlanType, number>) => [
  {
    q: 'How does the free trial work?',
    a: `Start it from this page with one click: you get everything Pro offers for 3 days, until the end of the third day, with a team of ${WORKSPACE_SEATS.trial} instead of ${WORKSPACE_SEATS.pro}. No credit card is needed, and each account can use one trial.`,
  },
  {
    q: 'What happens when the trial ends?',
    a: 'If you have not subscribed, your account simply goes back to the free plan. Your history stays, and nothing is charged.',
  },
  {
    q: 'Can I cancel at any time?',
    a: 'Yes. Open Manage Subscription in your settings to cancel or change your plan. The billing page shows what happens to the time you have already paid for.',
  },
  {
    q: 'How do I pay?',
    a: 'Payments are handled by Stripe’s secure checkout, which accepts the major credit and debit cards. We never see or store your card details.',
  },
  {
    q: 'What are the daily limits?',
    a: 'Guests get 1 Google check a day (a UTC day) and free accounts 3, counted per calendar day in your own time zone. Pro, Enterprise and trials have no daily limit.',
  },
  {
    q: 'How many keywords can I track?',
    a: `A tracked query is a keyword on one search engine, location and device, checked on its own schedule: 40 keywords on Google and Bing, desktop and mobile, are 160 tracked queries. The free plan tracks ${count(tracked.free)}, Pro and trials up to ${count(tracked.pro)}, Enterprise up to ${count(tracked.enterprise)}. Checks you run by hand are not counted against it.`,
  },
  {
    q: 'Can I invite my team and my clients?',
    a: `Yes, on Pro, Enterprise or a trial: invite people by e-mail into your workspace, where your sites, keywords, checks and reports are. Pro holds ${WORKSPACE_SEATS.pro} people, Enterprise ${WORKSPACE_SEATS.enterprise} and a trial ${WORKSPACE_SEATS.trial}, counting you and pending invitations. Colleagues join as admins or members; clients only read the sites you choose for them and run no checks. Every check in the workspace counts towards your plan. The free plan is for one person.`,
  },
  {
    q: 'Which search engines can I check?',
    a: 'The free plan checks Google. Pro and Enterprise check Google, Bing, Yahoo, DuckDuckGo, Yandex and Baidu in 57 locations.',
  },
];

/**
 * The pricing page's frequently asked questions about the trial, cancelling, payment, limits and teams; drawn
 * again only when a limit it quotes changes, not each time the page does.
 */
export const PricingFaq = memo(
  function PricingFaq({ trackedQueries }: { trackedQueries: Record<PlanType, number> }) {
    const items = questions(trackedQueries);
    return (
      <section aria-labelledby="pricing-faq-title" className="mx-auto max-w-5xl">
        <h2 id="pricing-faq-title" className="text-center text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <dl className="mt-8 grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {items.map(({ q, a }, i) => (
            // An odd last answer spans both columns rather than leave a hole beside it.
            <div key={q} className={cn('rounded-xl border border-border bg-card p-5', i === items.length - 1 && i % 2 === 0 && 'sm:col-span-2')}>
              <dt className="font-semibold">{q}</dt>
              <dd className="mt-2 text-sm text-muted-foreground">{a}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  },
  (before, after) => (['free', 'pro', 'enterprise'] as const).every((plan) => before.trackedQueries[plan] === after.trackedQueries[plan]),
);

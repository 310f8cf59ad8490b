import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MePlan, Pricing } from '../../../../contracts/plan';
import { PlanBadge } from '../../../app/layout/plan-badge';
import {
  PLAN_STATES,
  apiErrorResponse,
  fakeApi,
  jsonResponse,
  makeMePlan,
  makeSession,
  makeUser,
} from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { PricingPage } from './pricing-page';

const pricing = (configured = true): Pricing => ({
  currency: 'usd',
  plans: [
    { planType: 'free', monthlyPrice: 0, trackedQueries: 3 },
    { planType: 'pro', monthlyPrice: 19, trackedQueries: 7500 },
    { planType: 'enterprise', monthlyPrice: 99.5, trackedQueries: 40_000 },
  ],
  payments: { configured },
  trialDays: 3,
});

const signedIn = makeSession(makeUser());

function renderPricing(plan: MePlan | null, options: { configured?: boolean; trial?: () => Response } = {}) {
  const api = fakeApi({
    'GET /api/v1/pricing': () => jsonResponse(pricing(options.configured ?? true)),
    ...(options.trial ? { 'POST /api/v1/me/trial': options.trial } : {}),
  });
  const view = renderWithProviders(
    <>
      {plan ? <PlanBadge /> : null}
      <PricingPage session={plan ? 'signed-in' : 'signed-out'} />
    </>,
    { path: '/pricing', session: plan ? signedIn : undefined, plan: plan ?? undefined },
  );
  return { ...view, api };
}

const card = (name: string) => screen.getByRole('region', { name });

describe('PricingPage', () => {
  it("lists the role table's features with the server's prices", async () => {
    renderPricing(null);
    expect(await within(card('Pro')).findByText('$19')).toBeTruthy();
    expect(within(card('Free')).getByText('$0')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('$99.50')).toBeTruthy();
    for (const feature of ['3 checks a day', 'Google only', 'History and trends', 'E-mail support']) {
      expect(within(card('Free')).getByText(feature)).toBeTruthy();
    }
    for (const feature of ['Unlimited checks', 'API access', 'Automated PDF reports', 'Priority support', 'History and trends']) {
      expect(within(card('Pro')).getByText(feature)).toBeTruthy();
    }
    expect(within(card('Pro')).getByText(/Google, Bing, Yahoo, DuckDuckGo, Yandex and Baidu/)).toBeTruthy();
    expect(within(card('Pro')).getByText(/Competitor tracking/)).toBeTruthy();
    for (const feature of [/^Everything in Pro/, /^White label/, 'Custom integrations', 'Dedicated support']) {
      expect(within(card('Enterprise')).getByText(feature)).toBeTruthy();
    }
    // What Free lacks is listed as such, for screen readers too.
    const free = within(card('Free')).getByRole('list', { name: 'Free includes' });
    expect(within(free).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 checks a day',
      '3 tracked queries, checked daily or weekly',
      'Google only',
      'History and trends',
      'E-mail support',
      'Not included: Competitor tracking',
      'Not included: API access',
      'Not included: Automated PDF reports',
    ]);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeTruthy();
  });

  it('says how many queries each plan tracks, as the server is configured', async () => {
    renderPricing(null);
    expect(await within(card('Pro')).findByText('Up to 7,500 tracked queries, checked hourly to monthly')).toBeTruthy();
    expect(within(card('Enterprise')).getByText('Up to 40,000 tracked queries')).toBeTruthy();
    expect(screen.getByText(/Pro and trials up to 7,500, Enterprise up to 40,000/)).toBeTruthy();
  });

  it('guest: the trial and every upgrade go to sign-up', async () => {
    renderPricing(null);
    const pro = card('Pro');
    expect(within(pro).getByRole('link', { name: 'Start free trial' }).getAttribute('href')).toBe('/signup');
    expect(within(pro).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/signup');
    expect(within(pro).getByText(/no credit card required/)).toBeTruthy();
    expect(within(card('Free')).getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByText('Current plan')).toBeNull();
  });

  it('free with the trial available: Free is the current plan, Pro offers the trial and Upgrade to /payment', async () => {
    renderPricing(makeMePlan(PLAN_STATES.free));
    const free = card('Free');
    expect(within(free).getByText('Current plan', { selector: 'span' })).toBeTruthy();
    expect(within(free).getByRole<HTMLButtonElement>('button', { name: 'Current plan' }).disabled).toBe(true);
    const pro = card('Pro');
    expect(within(pro).getByRole('button', { name: 'Start free trial' })).toBeTruthy();
    expect(within(pro).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/payment?plan=pro');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/payment?plan=enterprise');
  });

  it('free with the trial used: no trial button', () => {
    renderPricing(makeMePlan(PLAN_STATES.freeTrialUsed));
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(within(card('Pro')).getByRole('link', { name: 'Upgrade' })).toBeTruthy();
  });

  it('trial: Pro is current, marked Trial Active, with Pay Now', () => {
    renderPricing(makeMePlan(PLAN_STATES.trial));
    const pro = card('Pro');
    expect(within(pro).getByRole<HTMLButtonElement>('button', { name: 'Current plan' }).disabled).toBe(true);
    expect(within(pro).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment?plan=pro');
    expect(screen.getByText('Trial Active · 3 days left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start free trial' })).toBeNull();
    expect(within(card('Free')).queryByRole('button')).toBeNull();
  });

  it('paid pro: Pro is current; other plans change through Manage Subscription', () => {
    renderPricing(makeMePlan(PLAN_STATES.pro));
    expect(within(card('Pro')).getByRole('button', { name: 'Current plan' })).toBeTruthy();
    expect(within(card('Pro')).getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/settings');
    expect(within(card('Enterprise')).getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/settings');
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('payments not configured: upgrading goes through the contact page, the trial still works', async () => {
    renderPricing(makeMePlan(PLAN_STATES.free, { paymentsConfigured: false }), { configured: false });
    const notice = (await screen.findByText("Upgrading online isn't available right now")).parentElement as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    // Product words only: how the server is set up is the operator's business.
    expect(notice.textContent).toBe("Upgrading online isn't available right nowContact us to upgrade. The free 3-day Pro trial works as usual.");
    expect(document.body.textContent).not.toMatch(/configured|switched off|server/);
    for (const plan of ['Pro', 'Enterprise']) {
      expect(within(card(plan)).getByRole('link', { name: 'Contact us to upgrade' }).getAttribute('href')).toBe('/contact');
      expect(within(card(plan)).queryByRole('link', { name: 'Upgrade' })).toBeNull();
      expect(within(card(plan)).queryByRole('button', { name: 'Upgrade' })).toBeNull();
    }
    expect(within(card('Pro')).getByRole<HTMLButtonElement>('button', { name: 'Start free trial' }).disabled).toBe(false);
  });

  it('payments not configured, trial used: the notice offers no trial', async () => {
    renderPricing(makeMePlan(PLAN_STATES.trial, { paymentsConfigured: false }), { configured: false });
    const notice = (await screen.findByText("Upgrading online isn't available right now")).parentElement as HTMLElement;
    expect(notice.textContent).toBe("Upgrading online isn't available right nowContact us to upgrade.");
  });

  it("starting the trial: POST /me/trial, the Trial Active notice and the badge reads 'Trial (3d)'", async () => {
    const { api } = renderPricing(makeMePlan(PLAN_STATES.free), { trial: () => jsonResponse(makeMePlan(PLAN_STATES.trial)) });
    expect(screen.getByRole('link', { name: /Plan: Free/ })).toBeTruthy();
    await userEvent.setup().click(within(card('Pro')).getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Trial Active · 3 days left')).toBeTruthy();
    expect(screen.getByText(/unlimited checks on all six engines and competitor tracking, no credit card needed/)).toBeTruthy();
    expect(api.sent('POST /api/v1/me/trial')).toEqual([{ planType: 'pro' }]);
    expect(screen.getByRole('link', { name: /Plan: Trial \(3d\)/ })).toBeTruthy();
    await waitFor(() => expect(within(card('Pro')).getByRole('button', { name: 'Current plan' })).toBeTruthy());
  });

  it('after starting the trial the page goes up to its notice, 80 px clear of the navbar, and focuses it', async () => {
    renderPricing(makeMePlan(PLAN_STATES.free), { trial: () => jsonResponse(makeMePlan(PLAN_STATES.trial)) });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, this.id === 'trial-active' ? -500 : 0, 100, 40);
    });
    expect(screen.queryByText(/^Trial Active/)).toBeNull();
    await userEvent.setup().click(within(card('Pro')).getByRole('button', { name: 'Start free trial' }));
    const notice = (await screen.findByText('Trial Active · 3 days left')).closest('[id="trial-active"]');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    // 900 scrolled, the notice 500 px above the viewport's top: it lands at 80 px.
    expect(scrollTo).toHaveBeenCalledWith({ top: 320, behavior: expect.any(String) });
  });

  it('a refused trial says why', async () => {
    renderPricing(makeMePlan(PLAN_STATES.free), {
      trial: () => apiErrorResponse('TRIAL_ALREADY_USED', 'Your free trial has already been used.', 409),
    });
    await userEvent.setup().click(within(card('Pro')).getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Your free trial has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Plan: Free/ })).toBeTruthy();
  });
});

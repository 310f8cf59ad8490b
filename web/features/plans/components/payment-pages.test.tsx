import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
import { PaymentCancelPage } from './payment-cancel-page';
import { PaymentPage } from './payment-page';
import { PaymentSuccessPage } from './payment-success-page';
import { PlanSettingsSection } from './plan-settings-section';

const session = makeSession(makeUser());
const CHECKOUT_URL = 'https://checkout.stripe.com/c/pay/cs_test_123';

describe('/payment', () => {
  it('creates a Checkout Session for the plan in the query and goes there', async () => {
    const api = fakeApi({ 'POST /api/v1/payments/checkout': () => jsonResponse({ url: CHECKOUT_URL }) });
    const redirect = vi.fn();
    renderWithProviders(<PaymentPage redirect={redirect} />, { path: '/payment?plan=enterprise', session });
    expect(screen.getByRole('heading', { name: 'Taking you to secure checkout' })).toBeTruthy();
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.sent('POST /api/v1/payments/checkout')).toEqual([{ planType: 'enterprise' }]);
  });

  it('without payments: says so, links back to pricing and still offers the trial', async () => {
    const api = fakeApi({
      'POST /api/v1/payments/checkout': () => apiErrorResponse('PAYMENTS_NOT_CONFIGURED', "Upgrading online isn't available right now. Contact us at /contact to upgrade.", 503),
      'POST /api/v1/me/trial': () => jsonResponse(makeMePlan(PLAN_STATES.trial)),
    });
    const redirect = vi.fn();
    renderWithProviders(<PaymentPage redirect={redirect} />, { path: '/payment', session, plan: makeMePlan(PLAN_STATES.free, { paymentsConfigured: false }) });
    expect(await screen.findByRole('heading', { name: "Upgrading online isn't available right now" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us to upgrade' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(document.body.textContent).not.toMatch(/configured|server|Stripe/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/trial')).toEqual([{ planType: 'pro' }]);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a subscriber is sent to Manage Subscription instead of a second subscription', async () => {
    fakeApi({ 'POST /api/v1/payments/checkout': () => apiErrorResponse('ALREADY_SUBSCRIBED', 'You already have a subscription.', 409) });
    renderWithProviders(<PaymentPage redirect={vi.fn()} />, { path: '/payment', session });
    expect(await screen.findByRole('heading', { name: 'You already have a subscription' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Subscription' }).getAttribute('href')).toBe('/settings');
  });

  it('a failure can be retried', async () => {
    let calls = 0;
    fakeApi({
      'POST /api/v1/payments/checkout': () =>
        ++calls === 1 ? apiErrorResponse('PAYMENT_PROVIDER_ERROR', 'Stripe could not be reached.', 502) : jsonResponse({ url: CHECKOUT_URL }),
    });
    const redirect = vi.fn();
    renderWithProviders(<PaymentPage redirect={redirect} />, { path: '/payment', session });
    expect(await screen.findByText('Stripe could not be reached.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(CHECKOUT_URL));
  });
});

describe('/payment/success', () => {
  const path = '/payment/success?session_id=cs_test_123';

  it('confirms on the server, then shows the new plan and updates the badge', async () => {
    const api = fakeApi({
      'GET /api/v1/payments/confirm': () => jsonResponse({ plan: PLAN_STATES.pro }),
      'GET /api/v1/me/plan': () => jsonResponse(makeMePlan(PLAN_STATES.pro)),
    });
    renderWithProviders(
      <>
        <PlanBadge />
        <PaymentSuccessPage />
      </>,
      { path, session },
    );
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Payment confirmed — welcome to Pro!' })).toBeTruthy();
    expect(screen.getByText('Pro plan')).toBeTruthy();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/payments/confirm?session_id=cs_test_123'))).toBe(true);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Plan: Pro/ }).length).toBe(2));
  });

  it('keeps asking while the payment is pending (1, 2, 4 s...) and shows the plan once it is paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    fakeApi({
      'GET /api/v1/payments/confirm': () =>
        ++calls < 3 ? apiErrorResponse('PAYMENT_PENDING', 'The payment is not complete yet.', 409) : jsonResponse({ plan: PLAN_STATES.pro }),
      'GET /api/v1/me/plan': () => jsonResponse(makeMePlan(PLAN_STATES.pro)),
    });
    renderWithProviders(<PaymentSuccessPage />, { path, session });
    await waitFor(() => expect(calls).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(calls).toBe(2));
    expect(screen.getByRole('heading', { name: 'Confirming your payment' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('heading', { name: 'Payment confirmed — welcome to Pro!' })).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('after the last retry says the payment is still processing and lets the visitor check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let paid = false;
    let calls = 0;
    fakeApi({
      'GET /api/v1/payments/confirm': () => {
        calls++;
        // An answer whose plan has no subscription yet counts as pending too.
        return jsonResponse({ plan: paid ? PLAN_STATES.pro : PLAN_STATES.free });
      },
      'GET /api/v1/me/plan': () => jsonResponse(makeMePlan(PLAN_STATES.pro)),
    });
    renderWithProviders(<PaymentSuccessPage />, { path, session });
    await act(() => vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000));
    expect(await screen.findByRole('heading', { name: 'Your payment is still being processed' })).toBeTruthy();
    expect(calls).toBe(5);
    paid = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment confirmed — welcome to Pro!' })).toBeTruthy();
  });

  it('shows an error when the server refuses the session', async () => {
    fakeApi({ 'GET /api/v1/payments/confirm': () => apiErrorResponse('NOT_FOUND', 'This checkout session was not found.', 404) });
    renderWithProviders(<PaymentSuccessPage />, { path, session });
    expect(await screen.findByRole('heading', { name: 'We could not confirm your payment' })).toBeTruthy();
    expect(screen.getByText('This checkout session was not found.')).toBeTruthy();
  });

  it('without payments there is nothing to confirm, and it says so', async () => {
    fakeApi({ 'GET /api/v1/payments/confirm': () => apiErrorResponse('PAYMENTS_NOT_CONFIGURED', "Upgrading online isn't available right now. Contact us at /contact to upgrade.", 503) });
    renderWithProviders(<PaymentSuccessPage />, { path, session });
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
    expect(screen.getByText(/Upgrading online isn't available right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us to upgrade' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(document.body.textContent).not.toMatch(/configured|server|Stripe/);
  });

  it('without a session id there is nothing to confirm', () => {
    const api = fakeApi({});
    renderWithProviders(<PaymentSuccessPage />, { path: '/payment/success', session });
    expect(screen.getByRole('heading', { name: 'No payment to confirm' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Stripe|server/);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('/payment/cancel', () => {
  it('says nothing was charged and links back', () => {
    renderWithProviders(<PaymentCancelPage />, { path: '/payment/cancel', session });
    expect(screen.getByRole('heading', { name: 'Checkout cancelled' })).toBeTruthy();
    expect(screen.getByText(/No payment was taken/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('settings: plan and billing', () => {
  it("a subscriber's 'Manage Subscription' opens the Billing Portal", async () => {
    const api = fakeApi({ 'POST /api/v1/payments/portal': () => jsonResponse({ url: 'https://billing.stripe.com/p/session/test_1' }) });
    const redirect = vi.fn();
    renderWithProviders(<PlanSettingsSection redirect={redirect} />, { path: '/settings', session, plan: makeMePlan(PLAN_STATES.pro) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('https://billing.stripe.com/p/session/test_1'));
    expect(api.sent('POST /api/v1/payments/portal')).toHaveLength(1);
  });

  it.each([
    ['free', PLAN_STATES.free, 'Upgrade to Pro', '/pricing', '3 a day · 3 left today'],
    ['trial', PLAN_STATES.trial, 'Pay Now', '/payment', 'Unlimited'],
  ])('%s: offers its upsell and shows the daily checks', (_, plan, label, href, daily) => {
    renderWithProviders(<PlanSettingsSection redirect={vi.fn()} />, { path: '/settings', session, plan: makeMePlan(plan) });
    expect(screen.getByRole('link', { name: label }).getAttribute('href')).toBe(href);
    expect(screen.getByText(daily)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
  });
});

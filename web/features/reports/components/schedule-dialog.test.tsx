import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportSchedule, ReportSchedules } from '../../../../contracts/report';
import { PLAN_STATES, fakeApi, jsonResponse, makeMePlan, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ReportActions } from './report-actions';

const request = { site: 'example.com', from: '2026-02-14', to: '2026-03-15' };

function makeSchedule(overrides: Partial<ReportSchedule> = {}): ReportSchedule {
  return {
    id: 'sched-1',
    site: 'example.com',
    tag: null,
    frequency: 'weekly',
    email: 'ada@example.com',
    status: 'active',
    nextRunAt: '2026-03-16T08:00:00.000Z',
    lastSentAt: null,
    lastFailedAt: null,
    confirmationSentAt: null,
    ...overrides,
  };
}

function renderActions(plan: 'pro' | 'free', initial: ReportSchedules, shown: { site: string; from: string; to: string; tag?: string } = request) {
  let data = initial;
  const api = fakeApi({
    'GET /api/v1/me/report-schedules': () => jsonResponse(data),
    'PUT /api/v1/me/report-schedules': ({ body }) => {
      const input = body as { site: string; tag?: string; frequency: 'weekly' | 'monthly'; email: string };
      const saved = makeSchedule({
        id: 'sched-new',
        ...input,
        tag: input.tag ?? null,
        status: input.email === 'ada@example.com' ? 'active' : 'waiting_for_confirmation',
        confirmationSentAt: input.email === 'ada@example.com' ? null : new Date().toISOString(),
      });
      data = { ...data, items: [...data.items.filter((item) => item.site !== input.site || item.tag !== saved.tag), saved] };
      return jsonResponse(saved);
    },
    'POST /api/v1/me/report-schedules/sched-1/confirmation-email': () => jsonResponse(data.items[0]),
    'DELETE /api/v1/me/report-schedules/sched-1': () => {
      data = { ...data, items: data.items.filter((item) => item.id !== 'sched-1') };
      return new Response(null, { status: 204 });
    },
  });
  const mePlan = makeMePlan(plan === 'pro' ? PLAN_STATES.pro : PLAN_STATES.free);
  renderWithProviders(<ReportActions request={shown} email="ada@example.com" features={mePlan.features} />, {
    path: '/reports',
    session: makeSession(makeUser()),
    plan: mePlan,
  });
  return api;
}

describe('Email schedule dialog', () => {
  it("schedules the report on screen: a tag's report has its own schedule beside the whole site's", async () => {
    const user = userEvent.setup();
    const whole = makeSchedule();
    const api = renderActions('pro', { items: [whole], paused: false, limit: 20 }, { ...request, tag: 'shop' });
    await user.click(screen.getByRole('button', { name: 'Email schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail this report' });
    expect(dialog.textContent).toContain('limited to the keywords tagged “shop”');
    // The whole site's schedule is another one: listed, not the one this form edits.
    expect(within(dialog).getByRole('button', { name: 'Start e-mails' })).toBeTruthy();
    const all = within(dialog).getByRole('list', { name: 'Scheduled reports' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Start e-mails' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/me/report-schedules')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/me/report-schedules')[0]).toEqual({ site: 'example.com', tag: 'shop', frequency: 'weekly', email: 'ada@example.com' });
    const listed = await within(dialog).findByRole('button', { name: 'Delete the schedule of example.com, keywords tagged “shop”' });
    expect(listed).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Save schedule' })).toBeTruthy();
  });

  it('a schedule to another address says it waits for confirmation and can resend the link', async () => {
    const user = userEvent.setup();
    const waiting = makeSchedule({ email: 'client@example.org', status: 'waiting_for_confirmation', confirmationSentAt: '2026-03-10T09:00:00.000Z' });
    const api = renderActions('pro', { items: [waiting], paused: false, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Email schedule' }));
    const status = await screen.findByRole('region', { name: 'Schedule status' });
    expect(within(status).getByText('Waiting for confirmation')).toBeTruthy();
    expect(status.textContent).toMatch(/We e-mailed a confirmation link to client@example\.org on .*Nothing is sent there until it is opened/);
    expect(within(status).queryByText('Next report:')).toBeNull();
    await user.click(within(status).getByRole('button', { name: 'Resend confirmation' }));
    await waitFor(() => expect(api.sent('POST /api/v1/me/report-schedules/sched-1/confirmation-email')).toHaveLength(1));
    expect(await screen.findByText('We sent a new link to client@example.org.')).toBeTruthy();
  });

  it('saving to another address tells the owner the recipient must confirm first', async () => {
    const user = userEvent.setup();
    const api = renderActions('pro', { items: [], paused: false, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Email schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail this report' });
    const address = await within(dialog).findByLabelText('Send to');
    await user.clear(address);
    await user.type(address, 'client@example.org');
    await user.click(within(dialog).getByRole('button', { name: 'Start e-mails' }));
    expect(await screen.findByText('client@example.org gets a link to confirm first; reports start once it is opened.')).toBeTruthy();
    expect(api.sent('PUT /api/v1/me/report-schedules')).toEqual([{ site: 'example.com', frequency: 'weekly', email: 'client@example.org' }]);
    expect(await within(dialog).findByText('Waiting for confirmation')).toBeTruthy();
  });

  it('with 20 schedules a new site cannot be added, and says why', async () => {
    const user = userEvent.setup();
    const items = Array.from({ length: 20 }, (_, index) => makeSchedule({ id: `s-${index}`, site: `site-${index}.com` }));
    renderActions('pro', { items, paused: false, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Email schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail this report' });
    expect(await within(dialog).findByText('You have 20 scheduled reports, the most an account can have. Delete one below to add this site.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Start e-mails' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByRole('heading', { name: /All your scheduled reports\s*20 of 20/ })).toBeTruthy();
  });

  it('a plan without scheduled reports still shows its schedules, paused, and deletes them', async () => {
    const user = userEvent.setup();
    const api = renderActions('free', {
      items: [makeSchedule(), makeSchedule({ id: 'sched-2', site: 'other.org', email: 'client@example.org', status: 'waiting_for_confirmation' })],
      paused: true,
      limit: 20,
    });
    await user.click(await screen.findByRole('button', { name: 'Email schedule (paused)' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail this report' });
    const notice = await within(dialog).findByRole('note');
    expect(notice.textContent).toContain('Scheduled reports are paused');
    expect(notice.textContent).toContain('none is sent until it does again');
    expect(within(dialog).queryByRole('form', { name: 'E-mail schedule' })).toBeNull();
    const list = within(dialog).getByRole('list', { name: 'Scheduled reports' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/example\.com.*Paused/),
      expect.stringMatching(/other\.org.*Waiting for confirmation/),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Delete schedule' }));
    await waitFor(() => expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  });

  it('a plan without scheduled reports and without schedules gets the way to Pro', async () => {
    renderActions('free', { items: [], paused: true, limit: 20 });
    expect((await screen.findByRole('link', { name: /Email schedule — comes with Pro/ })).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /Email schedule/ })).toBeNull();
  });
});

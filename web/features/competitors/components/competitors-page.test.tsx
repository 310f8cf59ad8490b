import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Competitor } from '../../../../contracts/competitor';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeCompetitor, makeStatistics } from '../testing/make-competitor';
import { CompetitorsPage } from './competitors-page';

const list = (items: Competitor[]) => jsonResponse({ items, max: 50 });
const noChecks = makeStatistics({ checks: 0, found: 0, notFound: 0, averageRank: null, bestRank: null, worstRank: null, aheadOfYou: 0, behindYou: 0 });

describe('CompetitorsPage', () => {
  it('lists each competitor with what it is tracked for, its statistics and, when asked, its history', async () => {
    const api = fakeApi({
      'GET /api/v1/me/competitors': () =>
        list([
          makeCompetitor({ competitorName: 'Rival', keywords: ['running shoes', 'trail shoes'], searchEngines: ['google', 'bing'], locations: ['us', 'de'] }),
          makeCompetitor({ id: '2', competitorUrl: 'other.com', keywords: [], autoTrack: false }),
        ]),
      'GET /api/v1/me/competitors/1/statistics': () => jsonResponse(makeStatistics()),
      'GET /api/v1/me/competitors/2/statistics': () => jsonResponse(noChecks),
      'GET /api/v1/me/competitors/1/history': () =>
        jsonResponse({
          items: [
            {
              checkId: '7',
              checkedAt: '2026-11-23T10:00:00.000Z',
              websiteUrl: 'example.com',
              keyword: 'running shoes',
              location: 'us',
              searchEngine: 'google',
              device: 'desktop',
              rank: 4,
              yourRank: 0,
            },
          ],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    const [rival, other] = within(await screen.findByRole('list', { name: 'Tracked competitors' })).getAllByRole('article');
    const r = within(rival!);
    expect(r.getByRole('heading', { name: 'Rival' })).toBeTruthy();
    expect(r.getByText('rival.com')).toBeTruthy();
    expect(r.getByText('Google, Bing · United States, Germany')).toBeTruthy();
    expect(r.getByText('trail shoes')).toBeTruthy();
    expect((await r.findByText('Average rank')).nextElementSibling?.textContent).toBe('#7.8');
    expect(r.getByText('Best').nextElementSibling?.textContent).toBe('#3');
    expect(r.getByText('Worst').nextElementSibling?.textContent).toBe('#15');
    expect(r.getByText('Ahead of you').nextElementSibling?.textContent).toBe('4 of 10');
    expect(r.getByText('Behind you').nextElementSibling?.textContent).toBe('4 of 10');
    expect(r.getByText('Not found').nextElementSibling?.textContent).toBe('2 of 10');

    const o = within(other!);
    expect(o.getByText('Every keyword')).toBeTruthy();
    expect(o.getByText('Not suggested')).toBeTruthy();
    expect(await o.findByText(/Not in any of your checks yet/)).toBeTruthy();

    // History is asked for only when opened.
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/history'))).toBe(false);
    await user.click(r.getByRole('button', { name: 'Show history of Rival' }));
    const history = await r.findByRole('list', { name: 'History of Rival' });
    expect(history.textContent).toContain('“running shoes”');
    expect(history.textContent).toContain('#4 · you Not found');
  });

  it('adds a competitor after checking it, with the toast ‘Competitor Added’', async () => {
    let items: Competitor[] = [];
    const api = fakeApi({
      'GET /api/v1/me/competitors': () => list(items),
      'POST /api/v1/me/competitors': () => {
        const saved = makeCompetitor({ id: '5', competitorUrl: 'rival.com', keywords: ['running shoes', 'trail shoes'] });
        items = [saved];
        return jsonResponse(saved, 201);
      },
      'GET /api/v1/me/competitors/5/statistics': () => jsonResponse(noChecks),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    expect(await screen.findByRole('heading', { name: 'No competitors tracked yet' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add your first competitor' }));
    const form = within(screen.getByRole('form', { name: 'Add competitor' }));
    expect(document.activeElement).toBe(form.getByLabelText('Competitor website'));
    await user.type(form.getByLabelText('Competitor website'), 'not a site');
    await user.click(form.getByRole('button', { name: 'Remove United States' }));
    await user.click(form.getByRole('button', { name: 'Add competitor' }));
    expect(form.getByText('Enter a website such as competitor.com.')).toBeTruthy();
    expect(form.getByText('Choose at least one location.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/competitors')).toHaveLength(0);

    await user.clear(form.getByLabelText('Competitor website'));
    await user.type(form.getByLabelText('Competitor website'), 'https://www.rival.com/');
    await user.type(form.getByLabelText('Keywords'), 'running shoes, trail shoes');
    await user.selectOptions(form.getByLabelText('Location to add'), 'gb');
    await user.click(form.getByRole('button', { name: 'Add' }));
    await user.click(form.getByRole('checkbox', { name: 'Bing' }));
    await user.click(form.getByRole('checkbox', { name: 'Suggest in the checker' }));
    await user.click(form.getByRole('button', { name: 'Add competitor' }));

    expect(await screen.findByText('Competitor Added')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/competitors')).toEqual([
      {
        competitorUrl: 'https://www.rival.com/',
        competitorName: null,
        keywords: ['running shoes', 'trail shoes'],
        locations: ['gb'],
        searchEngines: ['google', 'bing'],
        autoTrack: false,
        notificationPreferences: { rankChange: true, milestone: true },
      },
    ]);
    const heading = await screen.findByRole('heading', { name: 'rival.com' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('form', { name: 'Add competitor' })).toBeNull();
  });

  it('adding a website already tracked updates it, with ‘Competitor Updated’ (spec §7 upsert on user and URL)', async () => {
    let items = [makeCompetitor({ keywords: ['running shoes'] })];
    fakeApi({
      'GET /api/v1/me/competitors': () => list(items),
      'GET /api/v1/me/competitors/1/statistics': () => jsonResponse(noChecks),
      'POST /api/v1/me/competitors': () => {
        items = [makeCompetitor({ keywords: ['running shoes', 'trail shoes'] })];
        return jsonResponse(items[0], 200);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
    const form = within(screen.getByRole('form', { name: 'Add competitor' }));
    await user.type(form.getByLabelText('Competitor website'), 'www.rival.com');
    await user.type(form.getByLabelText('Keywords'), 'trail shoes');
    await user.click(form.getByRole('button', { name: 'Add competitor' }));
    expect(await screen.findByText('Competitor Updated')).toBeTruthy();
    expect(screen.getByText('rival.com was already tracked: it now has these keywords, locations and engines too.')).toBeTruthy();
    expect(screen.queryByText('Competitor Added')).toBeNull();
  });

  it('shows the server’s refusal beside the form', async () => {
    fakeApi({
      'GET /api/v1/me/competitors': () => list([makeCompetitor()]),
      'GET /api/v1/me/competitors/1/statistics': () => jsonResponse(noChecks),
      'POST /api/v1/me/competitors': () => apiErrorResponse('INVALID_INPUT', 'rival.com is already tracked for 45 keywords; with these it would be more than 50.', 400),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    await user.click(await screen.findByRole('button', { name: 'Add competitor' }));
    const form = within(screen.getByRole('form', { name: 'Add competitor' }));
    await user.type(form.getByLabelText('Competitor website'), 'www.rival.com');
    await user.click(form.getByRole('button', { name: 'Add competitor' }));
    expect((await form.findByRole('alert')).textContent).toBe('rival.com is already tracked for 45 keywords; with these it would be more than 50.');
  });

  it('saves a change with ‘Competitor Updated’ and removes after asking with ‘Competitor Removed’', async () => {
    let items = [makeCompetitor({ competitorName: 'Rival' })];
    const api = fakeApi({
      'GET /api/v1/me/competitors': () => list(items),
      'GET /api/v1/me/competitors/1/statistics': () => jsonResponse(noChecks),
      'PUT /api/v1/me/competitors/1': ({ body }) => {
        items = [makeCompetitor({ competitorName: (body as { competitorName: string }).competitorName })];
        return jsonResponse(items[0]);
      },
      'DELETE /api/v1/me/competitors/1': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Rival' }));
    const form = within(screen.getByRole('form', { name: 'Save competitor' }));
    expect(form.getByLabelText<HTMLInputElement>('Competitor website').value).toBe('rival.com');
    await user.clear(form.getByLabelText('Name (optional)'));
    await user.type(form.getByLabelText('Name (optional)'), 'Big Rival');
    await user.click(form.getByRole('checkbox', { name: 'Tell me when it moves up or down' }));
    await user.click(form.getByRole('button', { name: 'Save competitor' }));
    expect(await screen.findByText('Competitor Updated')).toBeTruthy();
    expect(api.sent('PUT /api/v1/me/competitors/1')[0]).toMatchObject({
      competitorName: 'Big Rival',
      notificationPreferences: { rankChange: false, milestone: true },
    });

    await user.click(await screen.findByRole('button', { name: 'Remove Big Rival' }));
    expect(api.sent('DELETE /api/v1/me/competitors/1')).toHaveLength(0);
    const statisticsAsked = () => api.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/1/statistics')).length;
    const askedBefore = statisticsAsked();
    await user.click(screen.getByRole('button', { name: 'Stop tracking' }));
    expect(await screen.findByText('Competitor Removed')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No competitors tracked yet' })).toBeTruthy();
    // A removed competitor's statistics are not asked for again (the server would answer 404).
    expect(statisticsAsked()).toBe(askedBefore);
  });

  it('tells a free user it is a Pro feature, with the way to a trial', async () => {
    fakeApi({
      'GET /api/v1/me/competitors': () => apiErrorResponse('FEATURE_RESTRICTED', 'Competitor tracking is only available on Pro plan.', 403),
    });
    renderWithProviders(<CompetitorsPage />);
    expect(await screen.findByRole('heading', { name: 'Feature Restricted' })).toBeTruthy();
    expect(screen.getByText(/Competitor tracking is only available on Pro plan\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See plans and start a trial' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { RankChecker } from './rank-checker';

const engine = () => screen.getByLabelText<HTMLSelectElement>('Search Engine');
const mobile = () => screen.getByRole<HTMLInputElement>('radio', { name: 'Mobile' });
/** The result card, once it has rendered (it appears after the answer, not with the click). */
const card = () => screen.findByRole('region', { name: 'Ranking result' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Website URL'), 'example.com');
  await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
}

describe('RankChecker: device, location targeting and the trend', () => {
  it('sends mobile when chosen; an engine without mobile results falls back to desktop and says why', async () => {
    const api = fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult({ device: 'mobile' })) });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="full" />);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Desktop' }).checked).toBe(true);
    await user.click(mobile());
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Check Ranking' }));
    await screen.findByRole('region', { name: 'Ranking result' });
    expect(api.sent('POST /api/v1/rank-checks')[0]).toMatchObject({ device: 'mobile' });

    await user.selectOptions(engine(), 'duckduckgo');
    expect(mobile().disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Desktop' }).checked).toBe(true);
    expect(screen.getByText('DuckDuckGo results can only be checked for desktop.')).toBeTruthy();
  });

  it('says before checking when the engine cannot target the chosen country', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="full" />);
    await user.selectOptions(screen.getByLabelText('Location'), 'de');
    expect(screen.queryByText(/can’t target Germany/)).toBeNull();
    await user.selectOptions(engine(), 'yandex');
    const hint = screen.getByText('Yandex can’t target Germany: results are those of yandex.com (United States).');
    expect(screen.getByLabelText('Location').getAttribute('aria-describedby')).toBe(hint.id);
  });

  it("a signed-in user's trend comes from the previous rank the server saved, not from this browser", async () => {
    window.localStorage.setItem('rank-checker:last-rank:google:us:example.com:running shoes', '50');
    fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult({ rank: 4, previousRank: 9 })) });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="full" />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Check Ranking' }));
    expect(await within(await screen.findByRole('region', { name: 'Ranking result' })).findByText('Up 5 from #9')).toBeTruthy();
    expect(window.localStorage.getItem('rank-checker:last-rank:google:us:example.com:running shoes')).toBe('50');
  });

  it('a guest’s trend is kept in this browser, per device', async () => {
    window.localStorage.clear();
    let rank = 12;
    fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult({ rank })) });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<RankChecker guest />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Check Ranking' }));
    expect(await within(await card()).findByText('First check')).toBeTruthy();
    unmount();
    window.localStorage.removeItem(Object.keys(window.localStorage).find((k) => k.startsWith('rank-checker:guest-check:')) ?? '');
    rank = 0;
    renderWithProviders(<RankChecker guest />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Check Ranking' }));
    expect(await within(await card()).findByText('Dropped out of the results (was #12)')).toBeTruthy();
  });
});

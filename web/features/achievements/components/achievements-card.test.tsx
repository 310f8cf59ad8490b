import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Achievement, AchievementList } from '../../../../contracts/achievement';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { AchievementsCard } from './achievements-card';

/** The seven definitions in the server's order (category, then name), locked at 0%. */
const DEFINITIONS: Achievement[] = [
  ['first_check', 'First Check', 'Your first rank check, saved to your history.', 'Getting started'],
  ['top_10_elite', 'Top 10 Elite', 'One of your sites in the top 10 for a keyword.', 'Rankings'],
  ['top_3_legend', 'Top 3 Legend', 'One of your sites in the top 3 for a keyword.', 'Rankings'],
  ['top_50_club', 'Top 50 Club', 'One of your sites in the top 50 for a keyword.', 'Rankings'],
  ['data_collector', 'Data Collector', '100 rank checks saved to your history.', 'Tracking'],
  ['keyword_explorer', 'Keyword Explorer', '25 different keywords checked.', 'Tracking'],
  ['track_master', 'Track Master', '10 different keywords checked.', 'Tracking'],
].map(([code, name, description, category]) => ({
  code: code!,
  name: name!,
  description: description!,
  category: category!,
  unlocked: false,
  unlockedAt: null,
  progress: 0,
}));

function listWith(changes: Record<string, Partial<Achievement>>): AchievementList {
  const achievements = DEFINITIONS.map((a) => ({ ...a, ...changes[a.code] }));
  const unlocked = achievements
    .filter((a) => a.unlockedAt !== null)
    .sort((a, b) => (b.unlockedAt ?? '').localeCompare(a.unlockedAt ?? ''));
  return { achievements, unlocked };
}

const region = () => screen.findByRole('region', { name: 'Achievements' });
/** The achievement names in the order listed. */
const names = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => DEFINITIONS.find((a) => within(item).queryByText(a.name))?.name);
const progressOf = (card: HTMLElement, name: string) =>
  within(card).getByRole('progressbar', { name: `${name}: progress` }).getAttribute('aria-valuenow');

describe('AchievementsCard', () => {
  it('shows a new user every achievement locked at 0%, with an encouraging word', async () => {
    fakeApi({ 'GET /api/v1/me/achievements': () => jsonResponse(listWith({})) });
    renderWithProviders(<AchievementsCard />);
    const card = await region();
    await within(card).findByText('First Check');
    expect(within(card).getByText(/Your first check unlocks your first achievement. 7 to collect/)).toBeTruthy();
    expect(names(card)).toEqual(DEFINITIONS.map((a) => a.name));
    expect(within(card).getAllByRole('progressbar').map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(Array(7).fill('0'));
    expect(within(card).queryByText(/Unlocked/)).toBeNull();
    expect(within(card).getByText('Your first rank check, saved to your history.')).toBeTruthy();
    expect(within(card).getAllByText('Rankings')).toHaveLength(3);
  });

  it('lists the unlocked ones first, newest first, with their dates; then the locked ones with their progress', async () => {
    fakeApi({
      'GET /api/v1/me/achievements': () =>
        jsonResponse(
          listWith({
            first_check: { unlocked: true, unlockedAt: '2026-11-02T09:00:00.000Z', progress: 100 },
            top_50_club: { unlocked: true, unlockedAt: '2026-11-20T09:00:00.000Z', progress: 100 },
            top_10_elite: { progress: 50 },
            track_master: { progress: 40 },
          }),
        ),
    });
    renderWithProviders(<AchievementsCard />);
    const card = await region();
    await within(card).findByText('Top 50 Club');
    expect(names(card)).toEqual([
      'Top 50 Club',
      'First Check',
      'Top 10 Elite',
      'Top 3 Legend',
      'Data Collector',
      'Keyword Explorer',
      'Track Master',
    ]);
    expect(within(card).getByText('2 of 7 unlocked. Keep checking to collect the rest.')).toBeTruthy();
    const newest = within(card).getAllByRole('listitem')[0]!;
    const date = newest.querySelector('time');
    expect(date?.getAttribute('dateTime')).toBe('2026-11-20T09:00:00.000Z');
    expect(date?.textContent).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date('2026-11-20T09:00:00.000Z')));
    expect(within(newest).getByText(/Unlocked/)).toBeTruthy();
    expect(progressOf(card, 'Top 50 Club')).toBe('100');
    expect(progressOf(card, 'Top 10 Elite')).toBe('50');
    expect(progressOf(card, 'Track Master')).toBe('40');
    const locked = within(card).getAllByRole('listitem')[2]!;
    expect(locked.textContent).toContain('Locked, 50%');
    expect(locked.querySelector('time')).toBeNull();
  });

  it('says so when every achievement is unlocked', async () => {
    const all = Object.fromEntries(DEFINITIONS.map((a, i) => [a.code, { unlocked: true, unlockedAt: `2026-11-0${i + 1}T00:00:00.000Z`, progress: 100 }]));
    fakeApi({ 'GET /api/v1/me/achievements': () => jsonResponse(listWith(all)) });
    renderWithProviders(<AchievementsCard />);
    const card = await region();
    expect(await within(card).findByText('All 7 unlocked. Well done!')).toBeTruthy();
    expect(names(card)[0]).toBe('Track Master');
  });

  it('shows a placeholder while loading, and a retry when loading fails', async () => {
    let fail = true;
    fakeApi({
      'GET /api/v1/me/achievements': () =>
        fail ? apiErrorResponse('NOT_READY', 'Achievements are unavailable', 400) : jsonResponse(listWith({})),
    });
    renderWithProviders(<AchievementsCard />);
    const card = await region();
    expect(within(card).getByRole('status').textContent).toContain('Loading achievements…');
    expect(await within(card).findByText('Could not load your achievements')).toBeTruthy();
    expect(within(card).getByText('Achievements are unavailable')).toBeTruthy();
    fail = false;
    within(card).getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(7));
  });
});

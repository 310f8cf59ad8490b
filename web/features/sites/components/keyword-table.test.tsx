import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TrackedQueryRow } from '../../../../contracts/tracking';
import { DEFAULT_VIEW } from '../lib/table-view';
import { KeywordTable } from './keyword-table';

const row = (n: number): TrackedQueryRow => ({
  id: String(n),
  keyword: `keyword ${n}`,
  searchEngine: 'google',
  location: 'us',
  device: 'desktop',
  tags: [],
  rank: n,
  compareRank: null,
  change: null,
  bestRank: n,
  rankingUrl: null,
  competitors: [],
  checkedAt: null,
  nextCheckAt: null,
  isActive: true,
  intervalType: 'daily',
  intervalValue: 1,
  running: false,
  sparkline: { from: '2026-10-31', ranks: [] },
  featuresHeld: null,
  aiOverview: null,
  aiAnswers: [],
});

const table = (count: number, busy?: boolean) => (
  <KeywordTable
    rows={Array.from({ length: count }, (_, i) => row(i + 1))}
    view={DEFAULT_VIEW}
    selected={new Set()}
    context={{ now: new Date('2026-11-29T10:00:00Z'), locationLabel: (code) => code }}
    onSort={vi.fn()}
    onToggle={vi.fn()}
    onToggleAll={vi.fn()}
    onOpen={vi.fn()}
    busy={busy}
  />
);
const renderTable = (count: number, busy?: boolean) => render(table(count, busy));

describe('KeywordTable', () => {
  it("says each keyword's AI Overview citation, the features the site holds and the AI answers it samples, and what is not known", () => {
    const rows = [
      { ...row(1), aiOverview: { state: 'cited' as const, sitePosition: 2, sources: 5 }, featuresHeld: ['answer_box' as const, 'people_also_ask' as const] },
      { ...row(2), aiOverview: { state: 'cited' as const, sitePosition: null, sources: 4 }, featuresHeld: [] },
      { ...row(3), aiOverview: { state: 'unreadable' as const } },
      { ...row(4), aiOverview: { state: 'none' as const }, aiAnswers: ['google_ai_mode' as const, 'bing_copilot' as const] },
    ];
    render(
      <KeywordTable rows={rows} view={DEFAULT_VIEW} selected={new Set()} context={{ now: new Date('2026-11-29T10:00:00Z'), locationLabel: (code) => code }} onSort={vi.fn()} onToggle={vi.fn()} onToggleAll={vi.fn()} onOpen={vi.fn()} />,
    );
    const cells = (index: number) => within(screen.getAllByRole('row')[index + 1]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells(0)).toContain('Cited #2 of 5');
    expect(cells(0)).toContain('Featured snippet, People also ask');
    expect(cells(1)).toContain('Not cited');
    expect(cells(1)).toContain('None');
    expect(cells(2)).toContain('Unreadable');
    expect(cells(2)).toContain('— (not known)');
    expect(cells(3)).toContain('NoneAI answers sampled: Google AI Mode and Bing Copilot');
    expect(cells(0).join('')).not.toContain('AI answers');
  });

  it('renders every row of a short table, a screenful first and the rest frame by frame', async () => {
    renderTable(150);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBeNull();
    const first = within(table).getAllByRole('rowheader').length;
    expect(first).toBeGreaterThan(10);
    expect(first).toBeLessThan(150);
    // A screenful a frame: however slow the frames, the rest arrive (the bound is generous, the wait is for them).
    await waitFor(() => expect(within(table).getAllByRole('rowheader')).toHaveLength(150), { timeout: 30_000 });
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.querySelector('button')?.textContent)).toEqual(Array.from({ length: 150 }, (_, i) => row(i + 1).keyword));
  });

  it("marks the table busy while it shows the last view's rows, until the new ones arrive", () => {
    const { rerender } = renderTable(3, true);
    const region = screen.getByRole('region', { name: 'Tracked keywords' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    rerender(table(1, false));
    expect(region.getAttribute('aria-busy')).toBeNull();
  });

  it('renders the rows near the screen of a long one, saying how many it has and where each sits', () => {
    renderTable(2000);
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-rowcount')).toBe('2001');
    const shown = within(table).getAllByRole('rowheader');
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]?.closest('tr')?.getAttribute('aria-rowindex')).toBe('2');
  });
});

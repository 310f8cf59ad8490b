import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RankCheckResult } from '../../../../contracts/rank-check';
import { fakeApi, jsonResponse, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { LatestCompetitorAnalysis } from './latest-competitor-analysis';

/** A checker stand-in: each click "checks" and answers the next result. */
function Checker({ results }: { results: RankCheckResult[] }) {
  const [checks, setChecks] = useState(0);
  const result = checks > 0 ? results[checks - 1] : undefined;
  return (
    <>
      <button type="button" onClick={() => setChecks((n) => n + 1)}>
        Check
      </button>
      {result ? <LatestCompetitorAnalysis result={result} checkNumber={checks} /> : null}
    </>
  );
}

describe('LatestCompetitorAnalysis', () => {
  it('analyses the latest check with competitors; a dismissed card comes back with the next check', async () => {
    fakeApi({ 'GET /api/v1/me/competitors': () => jsonResponse({ items: [], max: 50 }) });
    const results = [
      makeResult({ competitors: [] }),
      makeResult({ rank: 3, competitors: [{ url: 'a.com', rank: 9, page: 1, matchedUrl: null }] }),
      makeResult({ rank: 30, competitors: [{ url: 'a.com', rank: 9, page: 1, matchedUrl: null }] }),
    ];
    const user = userEvent.setup();
    renderWithProviders(<Checker results={results} />);
    const check = () => user.click(screen.getByRole('button', { name: 'Check' }));

    await check();
    expect(screen.queryByRole('region', { name: 'Competitor Analysis' })).toBeNull();
    await check();
    const card = await screen.findByRole('region', { name: 'Competitor Analysis' });
    expect(card.dataset.comparison).toBe('ahead');
    await user.click(screen.getByRole('button', { name: 'Dismiss competitor analysis' }));
    expect(screen.queryByRole('region', { name: 'Competitor Analysis' })).toBeNull();
    await check();
    expect((await screen.findByRole('region', { name: 'Competitor Analysis' })).dataset.comparison).toBe('behind');
  });
});

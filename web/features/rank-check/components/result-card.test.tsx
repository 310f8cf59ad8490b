import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ResultCard } from './result-card';

const card = () => screen.getByRole('region', { name: 'Ranking result' });

describe('ResultCard', () => {
  // The card's SEO Snapshot asks the server about the page: no test here reaches the network.
  beforeEach(() => {
    fakeApi({});
  });

  it.each([
    [3, 'top10', 'Top 10 - Excellent!', '95%'],
    [22, 'top30', 'Top 30 - Good', '65%'],
    [45, 'top50', 'Top 50 - Fair', '45%'],
    [77, 'beyond50', 'Needs Improvement', '25%'],
  ])('rank %i: band %s, label %s, performance %s', (rank, band, label, performance) => {
    renderWithProviders(<ResultCard result={makeResult({ rank, page: Math.ceil(rank / 10) })} previousRank={null} />);
    expect(card().getAttribute('data-band')).toBe(band);
    expect(within(card()).getByText(label)).toBeTruthy();
    expect(within(card()).getByText(`#${rank}`)).toBeTruthy();
    expect(within(card()).getByText(performance)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Ranking performance' }).getAttribute('aria-valuenow')).toBe(
      performance.replace('%', ''),
    );
  });

  it('shows page, type, a safe link to the matched URL and other positions', () => {
    renderWithProviders(
      <ResultCard
        result={makeResult({ rank: 14, page: 2, otherPositions: [{ rank: 31, url: 'https://example.com/blog' }] })}
        previousRank={null}
      />,
    );
    const link = within(card()).getByRole('link', { name: /example\.com\/running-shoes/ });
    expect(link.getAttribute('href')).toBe('https://example.com/running-shoes');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(within(card()).getByText('organic')).toBeTruthy();
    expect(within(card()).getByText('#31')).toBeTruthy();
    expect(within(card()).getByText('Just now')).toBeTruthy();
  });

  it.each([
    [5, 12, 'improving', 'Improving'],
    [12, 5, 'dropping', 'Dropping'],
    [5, 5, 'stable', 'Stable'],
    [5, null, 'new', 'New'],
    [0, 40, 'dropping', 'Dropping'],
  ])('rank %i after %s: trend %s', (rank, previousRank, trend, label) => {
    renderWithProviders(<ResultCard result={makeResult({ rank })} previousRank={previousRank} />);
    const badge = within(card()).getByText(label);
    expect(badge.closest('[data-trend]')?.getAttribute('data-trend')).toBe(trend);
  });

  it('says not found clearly for rank 0', () => {
    renderWithProviders(
      <ResultCard
        result={makeResult({ rank: 0, page: 0, type: 'not found', matchedUrl: null, pagesScanned: 10, resultsScanned: 100 })}
        previousRank={null}
      />,
    );
    expect(card().getAttribute('data-band')).toBe('not-found');
    expect(within(card()).getAllByText('Not Found').length).toBeGreaterThan(0);
    expect(within(card()).getByText('Your site was not found in the top 100 results (10 pages scanned).')).toBeTruthy();
    expect(within(card()).queryByRole('link')).toBeNull();
  });

  it('says how far it looked when the engine ran out of results before 100', () => {
    renderWithProviders(
      <ResultCard
        result={makeResult({ rank: 0, page: 0, type: 'not found', matchedUrl: null, searchEngine: 'bing', pagesScanned: 4, resultsScanned: 37 })}
        previousRank={null}
      />,
    );
    expect(within(card()).getByText('Your site was not found in the first 37 results: Bing had no more for this keyword (4 pages scanned).')).toBeTruthy();
    expect(within(card()).queryByText(/top 100/)).toBeNull();
  });

  it('labels simulated results', () => {
    renderWithProviders(<ResultCard result={makeResult({ source: 'demo', simulated: true })} previousRank={null} />);
    expect(within(card()).getByText('Simulated results')).toBeTruthy();
  });

  it('does not show the simulated label for a real provider', () => {
    renderWithProviders(<ResultCard result={makeResult({ source: 'serpapi', simulated: false })} previousRank={null} />);
    expect(within(card()).queryByText('Simulated results')).toBeNull();
  });

  it('names the device and says when the engine could not target the country', () => {
    const note = 'Yandex can’t target Germany: results are those of yandex.com (United States).';
    renderWithProviders(
      <ResultCard
        result={makeResult({ searchEngine: 'yandex', location: 'de', device: 'desktop', locationTargeting: { level: 'none', note } })}
        previousRank={null}
      />,
    );
    expect(within(card()).getByText(/Yandex · Germany · Desktop/)).toBeTruthy();
    expect(within(card()).getByText(note)).toBeTruthy();
  });

  it('reads a drop out of the results as such, never as a number of positions', () => {
    renderWithProviders(<ResultCard result={makeResult({ rank: 0, page: 0, type: 'not found', matchedUrl: null })} previousRank={5} />);
    expect(within(card()).getByText('Dropped out of the results (was #5)')).toBeTruthy();
    expect(within(card()).queryByText(/Down 96/)).toBeNull();
  });

  it('has no competitor section without competitors', () => {
    renderWithProviders(<ResultCard result={makeResult()} previousRank={null} />);
    expect(screen.queryByRole('region', { name: 'Competitor comparison' })).toBeNull();
  });

  it('ends with the SEO Snapshot of the ranking page, below the recommendations', async () => {
    const { sent } = fakeApi({});
    renderWithProviders(<ResultCard result={makeResult({ checkId: '12' })} previousRank={null} />);
    const toggle = within(card()).getByRole('button', { name: 'SEO Snapshot' });
    const recommendations = within(card()).getByRole('heading', { name: 'Recommendations' });
    expect(recommendations.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await within(card()).findByRole('alert')).toBeTruthy();
    expect(sent('POST /api/v1/seo-snapshots')).toEqual([{ url: 'https://example.com/running-shoes', checkId: '12' }]);
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AiAnswersSection } from './ai-answers-section';

describe('AiAnswersSection', () => {
  it('gives each engine its rate over the samples and the latest answers in words', () => {
    render(
      <AiAnswersSection
        engines={[
          {
            engine: 'google_ai_mode',
            sampling: true,
            samples: 4,
            cited: 2,
            mentioned: 1,
            rate: 50,
            weekly: [
              { week: '2026-11-16', samples: 2, cited: 0, rate: 0 },
              { week: '2026-11-23', samples: 2, cited: 2, rate: 100 },
            ],
            recent: [
              { sampledAt: '2026-11-28T10:00:00.000Z', state: 'cited', sitePosition: 2, sources: 6, competitors: [{ url: 'rival.com', position: 1 }] },
              { sampledAt: '2026-11-27T10:00:00.000Z', state: 'mentioned', sitePosition: null, sources: 5, competitors: [] },
            ],
          },
          { engine: 'bing_copilot', sampling: true, samples: 0, cited: 0, mentioned: 0, rate: null, weekly: [], recent: [] },
        ]}
      />,
    );
    expect(screen.getByText('of answers cite the site', { exact: false }).textContent).toBe('50% of answers cite the site · 2 of 4 in 90 days, 1 more name it without a link');
    const latest = screen.getByRole('list', { name: 'Latest Google AI Mode answers, newest first' });
    expect(within(latest).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['28 Nov, 10:00Cited #2 of 6 sources · rival.com #1', '27 Nov, 10:00Named, not cited (5 sources)']);
    expect(screen.getByText('No answer read yet: the first comes with the next check.')).toBeTruthy();
    const weeks = screen.getByRole('list', { name: 'Google AI Mode citation rate by week' });
    expect(within(weeks).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Week of 16 Nov: 0 of 2 answers cite the site',
      'Week of 23 Nov: 2 of 2 answers cite the site',
    ]);
  });
});

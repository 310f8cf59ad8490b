import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SUGGESTION_DELAY_MS } from '../api/use-suggested-competitors';
import { SuggestedCompetitors } from './suggested-competitors';

const suggestion = (id: string, competitorUrl: string) => ({ id, competitorUrl, competitorName: null });

/** A stand-in for the checker's keyword field, to type into. */
function Harness({ onSuggest }: { onSuggest: (urls: string[]) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <>
      <label>
        Keyword
        <input value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </label>
      <SuggestedCompetitors keyword={keyword} onSuggest={onSuggest} />
    </>
  );
}

describe('SuggestedCompetitors', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks up the keyword 1 s after typing stops and hands the first 3 to the form', async () => {
    const api = fakeApi({
      'GET /api/v1/me/competitors/suggestions': ({ url }) =>
        jsonResponse({
          items: url.searchParams.get('keyword') === 'running shoes' ? [suggestion('1', 'a.com'), suggestion('2', 'b.com'), suggestion('3', 'c.com')] : [],
        }),
    });
    const onSuggest = vi.fn();
    renderWithProviders(<Harness onSuggest={onSuggest} />);
    const field = screen.getByLabelText<HTMLInputElement>('Keyword');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

    // Typed a letter at a time, 300 ms apart: nothing is asked until a full second passes without typing.
    for (const prefix of ['r', 'ru', 'running', 'running shoes']) {
      await act(async () => {
        // React reads what was typed from the input event, as a keystroke delivers it.
        setValue.call(field, prefix);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(300);
      });
    }
    expect(api.fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS);
    });
    expect(await screen.findByText('Suggested from your tracked competitors: a.com, b.com, c.com')).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(1);
    expect(String(api.fetchMock.mock.calls[0]![0])).toContain('keyword=running%20shoes');
    expect(onSuggest).toHaveBeenCalledTimes(1);
    expect(onSuggest).toHaveBeenCalledWith(['a.com', 'b.com', 'c.com']);
  });

  it('asks nothing for an empty keyword and fills nothing when none match', async () => {
    const api = fakeApi({ 'GET /api/v1/me/competitors/suggestions': () => jsonResponse({ items: [] }) });
    const onSuggest = vi.fn();
    renderWithProviders(<Harness onSuggest={onSuggest} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS * 2);
    });
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(onSuggest).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

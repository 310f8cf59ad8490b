import { describe, expect, it } from 'vitest';
import { activeFilters, DEFAULT_VIEW, filterParams, readView, writeView } from './table-view';

describe('table view in the URL', () => {
  it('keeps the AI Overview and feature filters through the URL and sends them to the API', () => {
    const view = { ...DEFAULT_VIEW, aiOverview: 'cited-top3' as const, features: ['answer_box' as const], sort: 'citation' as const };
    const params = writeView(view);
    expect(params.toString()).toBe('features=answer_box&ai=cited-top3&sort=citation');
    expect(readView(params)).toEqual(view);
    expect(filterParams(view).get('aiOverview')).toBe('cited-top3');
    expect(filterParams(view).get('features')).toBe('answer_box');
    expect(activeFilters(view)).toBe(2);
  });

  it('drops what it does not know rather than sending it', () => {
    const view = readView(new URLSearchParams('ai=sometimes&features=answer_box,ai_overview,nonsense'));
    expect(view.aiOverview).toBe('');
    expect(view.features).toEqual(['answer_box']);
  });
});

import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

const regions = (html: string) => [...html.matchAll(/<div class="prose-table" role="region" aria-label="([^"]*)" tabindex="0">/g)].map((m) => m[1]);

describe('renderMarkdown tables', () => {
  it('names each scrollable table by the heading above it, numbering a second one under the same heading', () => {
    const { html } = renderMarkdown(
      [
        '| Name | Purpose |', '| --- | --- |', '| a | b |', '',
        '## Cookies we set & why', '', '| Name | Purpose |', '| --- | --- |', '| rc_session | sign-in |', '',
        '| Name | Lasts |', '| --- | --- |', '| rc_verify | 1 day |', '',
        '## "Third" parties', '', '| Who | What |', '| --- | --- |', '| Stripe | payments |',
      ].join('\n'),
      'test.md',
    );
    expect(regions(html)).toEqual([
      'Table: Name, Purpose',
      'Cookies we set &amp; why',
      'Cookies we set &amp; why (table 2)',
      '&quot;Third&quot; parties',
    ]);
  });
});

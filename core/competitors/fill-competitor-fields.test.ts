import { describe, expect, it } from 'vitest';
import { fillCompetitorFields } from './fill-competitor-fields';

describe('fillCompetitorFields', () => {
  it.each([
    { fields: ['', '', ''], suggestions: ['a.com', 'b.com', 'c.com'], expected: ['a.com', 'b.com', 'c.com'] },
    { fields: ['', '', ''], suggestions: ['a.com'], expected: ['a.com', '', ''] },
    { fields: ['mine.com', '', ''], suggestions: ['a.com', 'b.com', 'c.com'], expected: ['mine.com', 'a.com', 'b.com'] },
    { fields: ['', 'https://www.B.com/', ''], suggestions: ['a.com', 'b.com', 'c.com'], expected: ['a.com', 'https://www.B.com/', 'c.com'] },
    { fields: ['x.com', 'y.com', 'z.com'], suggestions: ['a.com'], expected: ['x.com', 'y.com', 'z.com'] },
    { fields: ['  ', '', ''], suggestions: ['a.com', 'b.com'], expected: ['a.com', 'b.com', ''] },
    { fields: ['', '', ''], suggestions: [], expected: ['', '', ''] },
  ])('$fields + $suggestions', ({ fields, suggestions, expected }) => {
    expect(fillCompetitorFields(fields, suggestions)).toEqual(expected);
  });
});

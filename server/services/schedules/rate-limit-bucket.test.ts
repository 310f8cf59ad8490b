import { describe, expect, it } from 'vitest';
import { bucketCapacity, freshBucket, monthStartOf, nextMonthStart, pauseBucket, takeToken, type BucketState } from './rate-limit-bucket';

const T0 = new Date('2026-11-24T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const rules = { perHour: 3600, maxWaitMs: 5_000, monthlyBudget: null };
const state = (over: Partial<BucketState> = {}): BucketState => ({ ...freshBucket(rules, T0), ...over });

describe('the shared SERP request bucket', () => {
  it.each([
    [3600, 1],
    [72_000, 20],
    [1000, 1],
    [36_000, 10],
  ])('holds one second of tokens at %i an hour (%i), never less than one', (perHour, capacity) => {
    expect(bucketCapacity(perHour)).toBe(capacity);
  });

  it.each([
    { tokens: 1, now: 0, grant: { kind: 'granted', waitMs: 0 }, left: 0 },
    { tokens: 0, now: 0, grant: { kind: 'granted', waitMs: 1000 }, left: -1 },
    { tokens: 0, now: 500, grant: { kind: 'granted', waitMs: 500 }, left: -0.5 },
    { tokens: -4, now: 0, grant: { kind: 'granted', waitMs: 5000 }, left: -5 },
    { tokens: -5, now: 0, grant: { kind: 'busy', until: at(6000) }, left: -5 },
    // Refills to the capacity, not beyond: an idle hour does not become a burst of 3600.
    { tokens: 0, now: 3_600_000, grant: { kind: 'granted', waitMs: 0 }, left: 0 },
  ])('from $tokens tokens after $now ms: $grant.kind', ({ tokens, now, grant, left }) => {
    const result = takeToken(state({ tokens }), rules, at(now));
    expect(result.grant).toEqual(grant);
    expect(result.next.tokens).toBeCloseTo(left);
  });

  it('serves callers in turn: each is promised the next free second', () => {
    let current = state({ tokens: 1 });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { grant, next } = takeToken(current, rules, T0);
      if (grant.kind !== 'granted') throw new Error(`expected a grant, got ${grant.kind}`);
      waits.push(grant.waitMs);
      current = next;
    }
    expect(waits).toEqual([0, 1000, 2000, 3000, 4000]);
  });

  it('refills nothing when a clock is behind the stored one', () => {
    const { grant, next } = takeToken(state({ tokens: 0, refilledAt: at(10_000) }), rules, T0);
    expect(grant).toEqual({ kind: 'granted', waitMs: 1000 });
    expect(next.refilledAt).toEqual(at(10_000));
  });

  it('refuses every caller while paused after a 429, then resumes one token at a time', () => {
    const paused = pauseBucket(state({ tokens: -3 }), at(60_000));
    expect(takeToken(paused, rules, at(59_999)).grant).toEqual({ kind: 'paused', until: at(60_000) });
    expect(takeToken(paused, rules, at(60_000)).grant).toEqual({ kind: 'granted', waitMs: 1000 });
    expect(takeToken(paused, rules, at(61_000)).grant).toEqual({ kind: 'granted', waitMs: 0 });
    // A shorter pause never cuts a longer one short.
    expect(pauseBucket(paused, at(1000)).pausedUntil).toEqual(at(60_000));
  });

  it('stops at the monthly budget and counts afresh in the next month', () => {
    const budget = { ...rules, monthlyBudget: 10 };
    expect(takeToken(state({ monthUsed: 9 }), budget, T0)).toMatchObject({ grant: { kind: 'granted' }, next: { monthUsed: 10 } });
    expect(takeToken(state({ monthUsed: 10 }), budget, T0).grant).toEqual({ kind: 'budget', until: new Date('2026-12-01T00:00:00Z') });
    const december = takeToken(state({ monthUsed: 10 }), budget, new Date('2026-12-01T00:00:00Z'));
    expect(december).toMatchObject({ grant: { kind: 'granted' }, next: { monthUsed: 1, monthStart: new Date('2026-12-01T00:00:00Z') } });
  });

  it.each([
    ['2026-11-24T10:00:00Z', '2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z'],
    ['2026-12-31T23:59:59Z', '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z'],
    ['2028-02-29T12:00:00Z', '2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z'],
  ])('months are calendar months in UTC (%s)', (now, start, next) => {
    expect(monthStartOf(new Date(now))).toEqual(new Date(start));
    expect(nextMonthStart(new Date(now))).toEqual(new Date(next));
  });
});

import { describe, expect, it } from 'vitest';
import { formatCount, formatPrice } from './plan-catalog';

describe('formatPrice', () => {
  it('writes the usual currencies exactly as Intl’s en-US currency format does', () => {
    const amounts = [0, 19, 19.99, 99, 1200, 1234567.5, 0.5];
    for (const currency of ['usd', 'eur', 'gbp', 'jpy', 'inr']) {
      for (const amount of amounts) {
        const whole = Number.isInteger(amount);
        const intl = new Intl.NumberFormat('en-US', {
          style: 'currency',
          currency: currency.toUpperCase(),
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: 2,
        }).format(amount);
        expect(formatPrice(amount, currency), `${amount} ${currency}`).toBe(intl);
      }
    }
  });

  it('formats other currencies through Intl, and an unknown code as amount and code', () => {
    expect(formatPrice(19, 'chf')).toMatch(/^CHF\s19$/);
    expect(formatPrice(19, 'zzz1')).toBe('19 ZZZ1');
    expect(formatPrice(null, 'usd')).toBeNull();
  });
});

describe('formatCount', () => {
  it('writes whole numbers as en-US toLocaleString does', () => {
    for (const count of [0, 7, 999, 1000, 1200, 25_000, 1_234_567, -4321]) {
      expect(formatCount(count), String(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { insertContactMessage } from '../../db/queries/contact-messages';
import { contactRetentionCutoff, sweepContactMessages } from './sweep-contact-messages';

describe('sweepContactMessages', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('deletes messages received more than 12 months ago and keeps the rest', async () => {
    const email = `sweep-${randomUUID()}@example.com`;
    const store = (at: string) =>
      insertContactMessage(pool, { name: at, email, message: 'A message to sweep or keep.', ipKey: 'k', userId: null, now: new Date(at) });
    await store('2024-11-20T09:00:00Z');
    await store('2025-11-24T09:59:59Z');
    await store('2025-11-24T10:00:00Z');
    await store('2026-06-01T00:00:00Z');

    const now = new Date('2026-11-24T10:00:00Z');
    expect(contactRetentionCutoff(now)).toEqual(new Date('2025-11-24T10:00:00Z'));
    expect(await sweepContactMessages(pool, now)).toBeGreaterThanOrEqual(2);

    const { rows } = await pool.query<{ name: string }>('select name from contact_messages where email = $1 order by created_at', [email]);
    expect(rows.map((row) => row.name)).toEqual(['2025-11-24T10:00:00Z', '2026-06-01T00:00:00Z']);
  });
});

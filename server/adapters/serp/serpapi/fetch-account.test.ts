import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSerpApiAccount } from './fetch-account';

// The example answer of serpapi.com/account-api, as SerpApi documents it.
const EXAMPLE = {
  account_id: '5ac54d6adefb2f1dba1663f5',
  api_key: 'SECRET_API_KEY',
  account_email: 'demo@serpapi.com',
  account_status: 'Active',
  plan_id: 'bigdata',
  plan_name: 'Big Data Plan',
  plan_monthly_price: 250.0,
  plan_renewal_date: '2026-12-17',
  searches_per_month: 30000,
  plan_searches_left: 5958,
  extra_credits: 0,
  total_searches_left: 5958,
  this_month_usage: 24042,
  this_hour_searches: 87,
  last_hour_searches: 42,
  account_rate_limit_per_hour: 6000,
};

describe('fetchSerpApiAccount', () => {
  let server: Server;
  let baseUrl: string;
  const seen: string[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: EXAMPLE };
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the hourly limit, the searches left and the month from account.json', async () => {
    answer = { status: 200, body: EXAMPLE };
    expect(await fetchSerpApiAccount({ baseUrl, apiKey: 'key-1', timeoutMs: 2000 })).toEqual({
      ok: true,
      account: { searchesPerMonth: 30000, searchesLeft: 5958, thisMonthUsage: 24042, thisHourSearches: 87, rateLimitPerHour: 6000, renewalDate: '2026-12-17' },
    });
    expect(seen.at(-1)).toBe('/account.json?api_key=key-1');
  });

  it('fails, saying why, on a refusal and on an answer without the figures', async () => {
    answer = { status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } };
    expect(await fetchSerpApiAccount({ baseUrl, apiKey: 'bad', timeoutMs: 2000 })).toEqual({ ok: false, reason: 'the Account API answered HTTP 401: Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' });
    answer = { status: 200, body: { account_status: 'Active' } };
    expect(await fetchSerpApiAccount({ baseUrl, apiKey: 'key-1', timeoutMs: 2000 })).toMatchObject({ ok: false });
  });
});

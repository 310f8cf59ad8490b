import { describe, expect, it } from 'vitest';
import { McpConfigError, parseMcpConfig } from './config';

const KEY = 'rc_live_0123456789abcdefABCDEF0123456789';

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseMcpConfig(env);
  } catch (error) {
    if (error instanceof McpConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseMcpConfig', () => {
  it.each([
    ['https://rank.example.com', 'https://rank.example.com'],
    ['http://127.0.0.1:3000/', 'http://127.0.0.1:3000'],
    ['https://example.com/rank-checker//', 'https://example.com/rank-checker'],
  ])('reads %s as %s', (url, baseUrl) => {
    expect(parseMcpConfig({ RANK_CHECKER_URL: url, RANK_CHECKER_API_KEY: ` ${KEY}\n` })).toEqual({ baseUrl, apiKey: KEY });
  });

  it.each([
    [{}, ['RANK_CHECKER_URL: required', 'RANK_CHECKER_API_KEY: required']],
    [{ RANK_CHECKER_URL: '  ', RANK_CHECKER_API_KEY: '' }, ['RANK_CHECKER_URL: required', 'RANK_CHECKER_API_KEY: required']],
    [{ RANK_CHECKER_URL: 'rank.example.com', RANK_CHECKER_API_KEY: KEY }, ['RANK_CHECKER_URL: must be an http:// or https:// address']],
    [{ RANK_CHECKER_URL: 'ftp://rank.example.com', RANK_CHECKER_API_KEY: KEY }, ['RANK_CHECKER_URL: must be an http:// or https:// address']],
    [{ RANK_CHECKER_URL: 'https://rank.example.com/?x=1', RANK_CHECKER_API_KEY: KEY }, ['RANK_CHECKER_URL: must be the address of the app only']],
    [{ RANK_CHECKER_URL: 'https://rank.example.com', RANK_CHECKER_API_KEY: 'sk_live_abc' }, ['RANK_CHECKER_API_KEY: must be a Rank Checker API key']],
    [{ RANK_CHECKER_URL: 'https://rank.example.com', RANK_CHECKER_API_KEY: 'rc_live_' }, ['RANK_CHECKER_API_KEY: must be a Rank Checker API key']],
  ])('refuses %j, naming every bad variable', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(expected.length);
    expected.forEach((start, i) => expect(problems[i]).toContain(start));
  });

  it('never repeats the key in its messages', () => {
    const leaked = 'rc_live_short!';
    expect(problemsOf({ RANK_CHECKER_URL: 'https://rank.example.com', RANK_CHECKER_API_KEY: leaked }).join('\n')).not.toContain(leaked);
  });
});

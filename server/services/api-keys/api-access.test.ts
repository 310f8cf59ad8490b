import { describe, expect, it } from 'vitest';
import { keyAccess, rateLimitFor } from './api-access';

describe('keyAccess', () => {
  it.each([
    ['POST', '/api/v1/rank-checks', 'write', 'ok'],
    ['POST', '/api/v1/rank-checks', 'read', 'read_only'],
    ['GET', '/api/v1/me/history', 'read', 'ok'],
    ['GET', '/api/v1/me/history/series', 'read', 'ok'],
    ['DELETE', '/api/v1/me/history/12', 'write', 'ok'],
    ['GET', '/api/v1/me/reports/pdf', 'read', 'ok'],
    ['PUT', '/api/v1/me/scheduled-checks/3', 'write', 'ok'],
    ['POST', '/api/v1/me/notifications/read-all', 'read', 'read_only'],
    ['GET', '/api/v1/me/plan', 'read', 'ok'],
    ['POST', '/api/v1/me/trial', 'write', 'session_only'],
    ['GET', '/api/v1/me/api-keys', 'write', 'session_only'],
    ['POST', '/api/v1/auth/change-password', 'write', 'session_only'],
    ['POST', '/api/v1/payments/checkout', 'write', 'session_only'],
    ['GET', '/api/v1/me/webhooks', 'write', 'session_only'],
    ['POST', '/api/v1/me/delete', 'write', 'session_only'],
    ['GET', '/api/v1/me/historyx', 'write', 'session_only'],
    ['GET', '/api/v1/me/branding', 'write', 'session_only'],
    ['GET', '/api/v1/pricing', 'read', 'ok'],
    ['GET', '/api/v1/shared-reports/abc', 'read', 'ok'],
    ['GET', '/api/openapi.json', 'read', 'ok'],
    ['POST', '/api/v1/contact', 'write', 'session_only'],
    ['POST', '/api/v1/auth/sign-in', 'write', 'session_only'],
  ] as const)('%s %s with a %s key: %s', (method, path, scope, expected) => {
    expect(keyAccess(method, path, scope)).toBe(expected);
  });
});

describe('rateLimitFor', () => {
  it('gives Enterprise its own figure and everyone else with the API Pro’s', () => {
    const limits = { proPerMinute: 60, enterprisePerMinute: 600 };
    expect(rateLimitFor('enterprise', limits)).toBe(600);
    expect(rateLimitFor('pro', limits)).toBe(60);
    expect(rateLimitFor('trial', limits)).toBe(60);
  });
});

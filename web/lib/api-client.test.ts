import { afterEach, describe, expect, it, vi } from 'vitest';
import { setActiveWorkspace } from './active-workspace';
import { ApiError, apiAnswer, apiJson, onNotAMember, onSecondStepRequired } from './api-client';

const answer = (body: string, status: number, type = 'application/json') => new Response(body, { status, headers: { 'content-type': type } });

describe('reading an API answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives the JSON body and its status, under /api/v1 unless the path is already under /api', async () => {
    const fetchMock = vi.fn(async () => answer('{"id":"7"}', 201));
    vi.stubGlobal('fetch', fetchMock);
    expect(await apiAnswer('/me/competitors', { method: 'POST', json: { competitorUrl: 'rival.com' } })).toEqual({ status: 201, body: { id: '7' } });
    expect(await apiJson('/api/openapi.json')).toEqual({ id: '7' });
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toEqual(['/api/v1/me/competitors', '/api/openapi.json']);
  });

  it('turns an error body into its ApiError, and an answer that is not JSON into BAD_RESPONSE', async () => {
    vi.stubGlobal('fetch', async () => answer('{"error":{"code":"LIMIT_REACHED","message":"Too many."}}', 409));
    await expect(apiJson('/me/competitors')).rejects.toMatchObject({ code: 'LIMIT_REACHED', message: 'Too many.', status: 409 });
    vi.stubGlobal('fetch', async () => answer('<html>Bad gateway</html>', 200, 'text/html'));
    const error = await apiJson('/me/plan').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
  });
});

describe('a change that asks to confirm it is the user', () => {
  afterEach(() => vi.unstubAllGlobals());
  const refused = () => answer('{"error":{"code":"SECOND_STEP_REQUIRED","message":"Confirm it’s you."}}', 403);

  it('asks once, then sends the same request again when confirmed', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(refused()).mockResolvedValueOnce(answer('{"id":"k1"}', 201));
    vi.stubGlobal('fetch', fetchMock);
    const ask = vi.fn(async () => true);
    const stop = onSecondStepRequired(ask);
    expect(await apiAnswer('/me/api-keys', { method: 'POST', json: { name: 'CI' } })).toEqual({ status: 201, body: { id: 'k1' } });
    stop();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls.map((call) => (call as [string, RequestInit])[1].body)).toEqual(['{"name":"CI"}', '{"name":"CI"}']);
  });

  it('fails with the server’s message when the user declines, and when nothing is there to ask', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refused()));
    const stop = onSecondStepRequired(async () => false);
    await expect(apiJson('/me/api-keys', { method: 'POST', json: {} })).rejects.toMatchObject({ code: 'SECOND_STEP_REQUIRED', message: 'Confirm it’s you.' });
    stop();
    await expect(apiJson('/me/api-keys', { method: 'POST', json: {} })).rejects.toMatchObject({ code: 'SECOND_STEP_REQUIRED' });
  });
});

describe('a workspace refusing the tab', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveWorkspace(null);
  });
  const WORKSPACE = '0a000000-0000-4000-8000-000000000001';

  it('is said for the workspace the tab acts in, and not for an answer that comes after the user went back to their own', async () => {
    const refusals: string[] = [];
    const stop = onNotAMember((message, code) => refusals.push(`${code}: ${message}`));
    setActiveWorkspace(WORKSPACE);
    vi.stubGlobal('fetch', async () => answer('{"error":{"code":"NOT_A_MEMBER","message":"You are no longer a member."}}', 403));
    await expect(apiJson('/me/history')).rejects.toMatchObject({ code: 'NOT_A_MEMBER' });
    expect(refusals).toEqual(['NOT_A_MEMBER: You are no longer a member.']);

    // A request of the old workspace still on its way when the user goes back to their own.
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (release = resolve)));
    const late = apiJson('/me/plan');
    setActiveWorkspace(null);
    release(answer('{"error":{"code":"NOT_A_MEMBER","message":"You are no longer a member."}}', 403));
    await expect(late).rejects.toMatchObject({ code: 'NOT_A_MEMBER' });
    expect(refusals).toHaveLength(1);
    stop();
  });
});

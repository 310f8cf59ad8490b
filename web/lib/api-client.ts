import type { ApiErrorCode } from '../../contracts/api-error';
import { activeWorkspace, WORKSPACE_HEADER } from './active-workspace';

/**
 * Error thrown for every failed API call. `code` is the API's stable error code (contracts/api-error.ts),
 * or NETWORK_ERROR / BAD_RESPONSE when the server could not be reached or answered something unexpected.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode | 'NETWORK_ERROR' | 'BAD_RESPONSE',
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export const API_BASE = '/api/v1';

// A 401 from any call means the session ended (expired, revoked elsewhere, signed out in another tab): the
// auth layer registers one handler here that refetches the session, so every screen learns it at once.
let unauthorizedHandler: ((path: string) => void) | null = null;

/** Registers the one reaction to a 401 answer; returns a function that removes it. */
export function onUnauthorized(handler: (path: string) => void): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

// NOT_A_MEMBER from any call means the workspace this tab acts in is no longer the user's (removed, left in
// another tab), and TWO_STEP_REQUIRED_BY_TEAM that its owner requires a second step the user has not set up: the
// app registers one handler that says so and offers their own workspace.
type WorkspaceRefusal = 'NOT_A_MEMBER' | 'TWO_STEP_REQUIRED_BY_TEAM';
let notAMemberHandler: ((message: string, code: WorkspaceRefusal) => void) | null = null;

/** Registers the one reaction to a NOT_A_MEMBER or TWO_STEP_REQUIRED_BY_TEAM answer; returns a function that removes it. */
export function onNotAMember(handler: (message: string, code: WorkspaceRefusal) => void): () => void {
  notAMemberHandler = handler;
  return () => {
    if (notAMemberHandler === handler) notAMemberHandler = null;
  };
}

// SECOND_STEP_REQUIRED means a sensitive change waits for the user to confirm it is them (decision 026): the app
// registers one handler that asks (a code or a passkey) and settles true once confirmed, false when they decline.
let secondStepHandler: (() => Promise<boolean>) | null = null;

/** Registers the one way of asking for a fresh second step; returns a function that removes it. */
export function onSecondStepRequired(handler: () => Promise<boolean>): () => void {
  secondStepHandler = handler;
  return () => {
    if (secondStepHandler === handler) secondStepHandler = null;
  };
}

function isErrorBody(value: unknown): value is { error: { code: string; message: string } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Turns an `{ error: { code, message } }` body (or anything else) into an ApiError. */
export function toApiError(body: unknown, status: number): ApiError {
  if (isErrorBody(body)) return new ApiError(body.error.code as ApiErrorCode, body.error.message, status);
  return new ApiError('BAD_RESPONSE', `Unexpected response from the server (HTTP ${status})`, status);
}

/**
 * fetch() against the API: same-origin cookies (the guest allowance is tracked by cookie), JSON body,
 * and one place where non-2xx answers become ApiError. The Response is returned so callers can stream.
 * `path` is under /api/v1 ('/me/plan'); a path already under /api ('/api/openapi.json') is taken as it is.
 */
export async function apiFetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  try {
    return await fetchOnce(path, init);
  } catch (error) {
    // Asked to confirm it is them: once confirmed, the same request again (the server allows it for a while).
    if (!(error instanceof ApiError) || error.code !== 'SECOND_STEP_REQUIRED' || !secondStepHandler) throw error;
    if (!(await secondStepHandler())) throw error;
    return fetchOnce(path, init);
  }
}

async function fetchOnce(path: string, init: RequestInit & { json?: unknown }): Promise<Response> {
  const { json, headers, ...rest } = init;
  const workspace = activeWorkspace();
  let response: Response;
  try {
    response = await fetch(path.startsWith('/api/') ? path : `${API_BASE}${path}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(workspace === null ? {} : { [WORKSPACE_HEADER]: workspace }),
        ...headers,
      },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.', 0);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    if (response.status === 401) unauthorizedHandler?.(path);
    const error = toApiError(body, response.status);
    // Only for the workspace the tab still acts in: an answer to a request sent before the user went back to their
    // own would otherwise show the refusal again over the page they went to.
    const refused = error.code === 'NOT_A_MEMBER' || error.code === 'TWO_STEP_REQUIRED_BY_TEAM';
    if (refused && activeWorkspace() === workspace) notAMemberHandler?.(error.message, error.code);
    throw error;
  }
  return response;
}

/** An answer's JSON body. One that is not JSON (a proxy's HTML page) is BAD_RESPONSE, never a SyntaxError. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ApiError('BAD_RESPONSE', `Unexpected response from the server (HTTP ${response.status})`, response.status);
  }
}

/**
 * The one way the app reads an API answer: apiFetch(), then the JSON body with its status, for callers that
 * check the body's shape or tell statuses apart (201 added, 200 updated).
 */
export async function apiAnswer(path: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: unknown }> {
  const response = await apiFetch(path, init);
  return { status: response.status, body: await readJsonBody(response) };
}

/** apiAnswer() for endpoints answering one JSON document of a known type. */
export async function apiJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  return (await apiAnswer(path, init)).body as T;
}

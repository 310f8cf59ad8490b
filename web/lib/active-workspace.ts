import { readStorage, removeStorage, writeStorage } from './safe-storage';

/**
 * The workspace this tab acts in when it is not the user's own (decision 025): every API call sends it as
 * `X-Workspace`, and the address bar carries it as `?workspace=` so a copied link opens in the same workspace.
 * A link's parameter wins over what the tab remembered; null is the user's own workspace.
 */
export const WORKSPACE_PARAM = 'workspace';
export const WORKSPACE_HEADER = 'X-Workspace';
const STORAGE_KEY = 'rc-workspace';
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function initial(): string | null {
  if (typeof window === 'undefined') return null;
  const named = new URLSearchParams(window.location.search).get(WORKSPACE_PARAM);
  if (named !== null) return ID.test(named) ? named : null;
  const remembered = readStorage('session', STORAGE_KEY);
  return remembered !== null && ID.test(remembered) ? remembered : null;
}

let active: string | null = initial();
const listeners = new Set<() => void>();

/** The workspace the app acts in, or null for the user's own. */
export function activeWorkspace(): string | null {
  return active;
}

/** Acts in another workspace from now on (null: one's own); every listener hears it. */
export function setActiveWorkspace(id: string | null): void {
  const next = id !== null && ID.test(id) ? id : null;
  if (next === active) return;
  active = next;
  if (next === null) removeStorage('session', STORAGE_KEY);
  else writeStorage('session', STORAGE_KEY, next);
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeActiveWorkspace(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `search` with the active workspace set (or removed, in one's own): what the address bar should say. */
export function withWorkspaceParam(search: string): string {
  const params = new URLSearchParams(search);
  if (active === null) params.delete(WORKSPACE_PARAM);
  else params.set(WORKSPACE_PARAM, active);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * localStorage/sessionStorage that never throws: Safari private mode, disabled storage or a full quota
 * must not break the page, they only lose what would have been remembered.
 */
function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(kind: 'local' | 'session', key: string, value: string): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: nothing to do, the value is simply not remembered.
  }
}

export function removeStorage(kind: 'local' | 'session', key: string): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: typing asks the server once it settles. Values are
 * compared by their JSON, so a new object with the same fields does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const key = JSON.stringify(value);
  const [settled, setSettled] = useState<{ key: string; value: T }>({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
    // `value` is represented by `key`: the latest value is taken when the wait ends.
  }, [key, delayMs, settled.key]);
  return settled.value;
}

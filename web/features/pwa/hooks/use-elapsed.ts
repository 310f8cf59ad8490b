import { useEffect, useState } from 'react';

/** Becomes true `ms` after it is first asked to wait (while `waiting` is true), and stays true. */
export function useElapsed(waiting: boolean, ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!waiting || elapsed) return;
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [waiting, elapsed, ms]);
  return elapsed;
}

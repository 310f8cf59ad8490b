import { useState } from 'react';

/**
 * Keyset pages can only be walked forward, so the cursors of the pages already passed are kept to go back.
 * The stack belongs to one view (filters + order): a different `resetKey` starts again at the first page.
 */
export function useCursorStack(resetKey: string) {
  const [state, setState] = useState<{ key: string; stack: string[] }>({ key: resetKey, stack: [] });
  // Resetting during render (not in an effect) means the first page is asked for at once, never the old cursor.
  const stack = state.key === resetKey ? state.stack : [];
  if (state.key !== resetKey) setState({ key: resetKey, stack: [] });
  return {
    /** Cursor of the page shown; undefined on the first page. */
    cursor: stack.at(-1),
    /** 1-based number of the page shown. */
    pageNumber: stack.length + 1,
    next: (cursor: string) => setState({ key: resetKey, stack: [...stack, cursor] }),
    previous: () => setState({ key: resetKey, stack: stack.slice(0, -1) }),
  };
}

import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** Loads the hook afresh (it decides at boot) as if the page had been opened by `type`. */
async function bootAs(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as PerformanceNavigationTiming]);
  vi.resetModules();
  const { useBelowFoldReady } = await import('./use-below-fold-ready');
  const renders: boolean[] = [];
  function Probe() {
    renders.push(useBelowFoldReady());
    return null;
  }
  return { Probe, renders };
}

describe('useBelowFoldReady', () => {
  it('on a fresh visit: not on the first render, then ready; a later mount in the same app is ready at once', async () => {
    const { Probe, renders } = await bootAs('navigate');
    const first = render(<Probe />);
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(renders.at(-1)).toBe(true));
    first.unmount();
    renders.length = 0;
    render(<Probe />);
    expect(renders[0]).toBe(true);
  });

  it.each(['reload', 'back_forward'] as const)('after a %s (a scroll position to restore): ready at once', async (type) => {
    const { Probe, renders } = await bootAs(type);
    render(<Probe />);
    expect(renders[0]).toBe(true);
  });
});

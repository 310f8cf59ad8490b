import { useEffect, useState } from 'react';

export type MountReference = typeof import('./mount-reference').mountReference;

/**
 * Loads the reference renderer (Scalar, Vue and their styles: about 3.6 MB, 1 MB compressed) when the page
 * opens, in parallel with the document it renders. Only in the browser: effects do not run in the build-time
 * render, which shows the page's introduction and a skeleton.
 */
export function useReferenceRenderer(): { mount: MountReference | null; error: unknown } {
  const [state, setState] = useState<{ mount: MountReference | null; error: unknown }>({ mount: null, error: null });
  useEffect(() => {
    let current = true;
    import('./mount-reference').then(
      (module) => current && setState({ mount: module.mountReference, error: null }),
      (error: unknown) => current && setState({ mount: null, error }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}

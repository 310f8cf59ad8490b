import { lazy, use, useContext, type ComponentType, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { loadQueryClient } from '../lib/query-client-loader';

/**
 * Renders `children`, which read data with react-query, once the data layer is loaded: at once where it is (a
 * signed-in page, a test), else suspending while it loads. A public page's parts that only some visitors see
 * (the account menu, a check's result) are the ones that load it (decision 005).
 */
export function WithDataLayer({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  // The loader hands out one promise, so `use` waits for the same load across renders.
  const client = use(loadQueryClient());
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

/** Loads a component that reads data with react-query together with the data layer (to render, or ahead of it). */
export async function loadWithData<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const [Component] = await Promise.all([load(), loadQueryClient()]);
  return Component;
}

/** React.lazy for a component that reads data with react-query: its code and the data layer load together. */
export function lazyWithData<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const Component = await loadWithData(load);
    function WithData(props: P) {
      return (
        <WithDataLayer>
          <Component {...props} />
        </WithDataLayer>
      );
    }
    return { default: WithData };
  });
}

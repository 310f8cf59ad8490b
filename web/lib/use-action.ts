import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionOptions<TData, TVariables> {
  action: (variables: TVariables) => Promise<TData>;
  /** Awaited before the action counts as done (e.g. the session refreshed after signing in). */
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: Error, variables: TVariables) => unknown;
}

export interface ActionCallbacks<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}

/** The state of the latest call, narrowed by its flags as react-query's is (isSuccess means data is there). */
type ActionState<TData, TVariables> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined; isIdle: true; isPending: false; isSuccess: false; isError: false }
  | { status: 'pending'; data: undefined; error: null; variables: TVariables; isIdle: false; isPending: true; isSuccess: false; isError: false }
  | { status: 'success'; data: TData; error: null; variables: TVariables; isIdle: false; isPending: false; isSuccess: true; isError: false }
  | { status: 'error'; data: undefined; error: Error; variables: TVariables; isIdle: false; isPending: false; isSuccess: false; isError: true };

export type ActionResult<TData, TVariables> = ActionState<TData, TVariables> & {
  /** Runs the action; `callbacks` are for this call, and only while it is the latest and the component is mounted. */
  mutate: (variables: TVariables, callbacks?: ActionCallbacks<TData, TVariables>) => void;
  mutateAsync: (variables: TVariables) => Promise<TData>;
  reset: () => void;
};

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined, isIdle: true, isPending: false, isSuccess: false, isError: false } as const;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * A request a public page sends (sign in, sign up, send a message, run a check) and its state, with
 * react-query's useMutation's words and rules but without its data layer, which a guest's page does not load
 * (decision 005). A signed-in page's own changes still use useMutation.
 */
export function useAction<TData, TVariables = void>(options: ActionOptions<TData, TVariables>): ActionResult<TData, TVariables> {
  const [state, setState] = useState<ActionState<TData, TVariables>>(IDLE);
  const latest = useRef(0);
  const mounted = useRef(false);
  const current = useRef(options);
  current.current = options;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async (variables: TVariables, call: number): Promise<TData> => {
    const settle = (next: ActionState<TData, TVariables>) => {
      if (call === latest.current) setState(next);
    };
    setState({ status: 'pending', data: undefined, error: null, variables, isIdle: false, isPending: true, isSuccess: false, isError: false });
    try {
      const data = await current.current.action(variables);
      await current.current.onSuccess?.(data, variables);
      settle({ status: 'success', data, error: null, variables, isIdle: false, isPending: false, isSuccess: true, isError: false });
      return data;
    } catch (caught) {
      const error = asError(caught);
      try {
        await current.current.onError?.(error, variables);
      } finally {
        settle({ status: 'error', data: undefined, error, variables, isIdle: false, isPending: false, isSuccess: false, isError: true });
      }
      throw error;
    }
  }, []);

  const mutateAsync = useCallback((variables: TVariables) => run(variables, ++latest.current), [run]);

  const mutate = useCallback(
    (variables: TVariables, callbacks?: ActionCallbacks<TData, TVariables>) => {
      const call = ++latest.current;
      const heard = () => call === latest.current && mounted.current;
      run(variables, call).then(
        (data) => {
          if (heard()) callbacks?.onSuccess?.(data, variables);
        },
        (error: Error) => {
          if (heard()) callbacks?.onError?.(error, variables);
        },
      );
    },
    [run],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, mutate, mutateAsync, reset };
}

import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A request the test answers when it likes. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((yes) => {
    resolve = yes;
  });
  return { promise, resolve };
}

describe('useAction', () => {
  it('is pending while the action runs, and done only once its onSuccess has finished', async () => {
    const answer = deferred<string>();
    const refreshed = deferred<void>();
    const onCall = vi.fn();
    const { result } = renderHook(() => useAction({ action: (name: string) => answer.promise.then((a) => `${a} ${name}`), onSuccess: () => refreshed.promise }));
    expect(result.current.isIdle).toBe(true);
    act(() => result.current.mutate('Ada', { onSuccess: onCall }));
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toBe('Ada');
    await act(async () => answer.resolve('Hello'));
    expect(result.current.isPending).toBe(true);
    await act(async () => refreshed.resolve());
    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('Hello Ada');
    expect(onCall).toHaveBeenCalledWith('Hello Ada', 'Ada');
  });

  it('keeps a failure as its error: mutate tells the call, mutateAsync rejects', async () => {
    const { result } = renderHook(() => useAction({ action: () => Promise.reject(new Error('Database unavailable')) }));
    const onError = vi.fn();
    act(() => result.current.mutate(undefined, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Database unavailable');
    expect(onError).toHaveBeenCalledTimes(1);
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('Database unavailable');
    });
  });

  it('shows the latest call: an earlier answer arriving later changes nothing, nor calls back', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers = [first.promise, second.promise];
    const { result } = renderHook(() => useAction({ action: () => answers.shift()! }));
    const firstDone = vi.fn();
    act(() => result.current.mutate(undefined, { onSuccess: firstDone }));
    act(() => result.current.mutate(undefined));
    await act(async () => second.resolve('second'));
    await act(async () => first.resolve('first'));
    expect(result.current.data).toBe('second');
    expect(firstDone).not.toHaveBeenCalled();
  });

  it("does not call a call's callbacks once the component is gone", async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() => useAction({ action: () => answer.promise }));
    act(() => result.current.mutate(undefined, { onSuccess }));
    unmount();
    await act(async () => answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('reset forgets the last call', async () => {
    const { result } = renderHook(() => useAction({ action: async () => 'done' }));
    await act(async () => result.current.mutateAsync());
    expect(result.current.isSuccess).toBe(true);
    act(() => result.current.reset());
    expect(result.current.isIdle).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});

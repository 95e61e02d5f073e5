import { useEffect, useState } from 'react';

const started = new Map<string, Promise<unknown>>();

export type OnceState<T> =
  | { status: 'pending' }
  | { status: 'done'; value: T }
  | { status: 'failed'; error: unknown };

/**
 * Runs a single-use action (a verification link, an invitation) once per key for the page's life,
 * even when React mounts the component twice in development: both mounts share one request.
 */
export function useOnce<T>(key: string | null, action: () => Promise<T>): OnceState<T> {
  const [state, setState] = useState<OnceState<T>>({ status: 'pending' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key identifies the action
  useEffect(() => {
    if (key === null) return;
    let active = true;
    let promise = started.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = action();
      started.set(key, promise);
    }
    promise.then(
      (value) => active && setState({ status: 'done', value }),
      (error: unknown) => active && setState({ status: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [key]);
  return state;
}

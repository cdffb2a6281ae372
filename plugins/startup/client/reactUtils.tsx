/**
 * Stands in for theme-common 3.6.1's `lib/utils/reactUtils.js` (an alias of that file, see
 * ../index.ts). Its exports behave as upstream's, with one difference: `useShallowMemoObject`
 * sorts the object's keys by code unit, not with `localeCompare`. The first `localeCompare`
 * (like the first `Intl` formatter) makes the browser load its locale data, and upstream calls
 * it while hydrating every page: 25-35 ms of one task at full CPU speed, four times that under
 * Lighthouse's mobile CPU slowdown (bench/report.md, "Mobile blocking time"). The sort only
 * needs a stable order of the keys, and any fixed order gives one.
 */
import React, {useCallback, useMemo, useRef, type ComponentType, type ReactNode} from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';

/** A stable callback that always calls the latest `callback` (an effect-safe dependency). */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    ref.current = callback;
  }, [callback]);
  return useCallback((...args: Parameters<T>) => ref.current(...args), []) as T;
}

/** `value` from the last render. */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T>();
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** Thrown when a hook is used outside its provider; the hook's name comes from the stack. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = /at (?:\w+\.)?(?<name>\w+)/.exec(this.stack?.split('\n')[1] ?? '')?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}

/** The same object as in the last render while its keys and values are the same. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the object's entries are its dependencies
  return useMemo(() => obj, deps.flat());
}

/** One provider made of `providers`, the first outermost. */
export function composeProviders(providers: ComponentType<{children: ReactNode}>[]) {
  return function ComposedProviders({children}: {children: ReactNode}): JSX.Element {
    return (
      <>
        {providers.reduceRight<ReactNode>(
          (element, CurrentProvider) => (
            <CurrentProvider>{element}</CurrentProvider>
          ),
          children,
        )}
      </>
    );
  };
}

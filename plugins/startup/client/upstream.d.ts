/**
 * The upstream modules that ../index.ts makes importable under names its aliases of their
 * files do not catch, typed as their own declarations (.d.ts) are.
 */
declare module '@upstream/theme-common/utils/reactUtils' {
  import type {ComponentType, ReactNode} from 'react';

  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function useShallowMemoObject<O extends object>(obj: O): O;
  export function composeProviders(
    providers: ComponentType<{children: ReactNode}>[],
  ): ComponentType<{children: ReactNode}>;
}

/**
 * Stands in for Docusaurus 3.6.1's `@docusaurus/theme-common/lib/utils/reactUtils.js` (an
 * alias of that file, see ../index.ts): everything is upstream's but `useShallowMemoObject`.
 *
 * Upstream's `useShallowMemoObject` (used by the navbar's secondary menu on every docs and API
 * page) sorts an object's keys with `localeCompare`. The first `localeCompare` of a page makes
 * the browser set up its collator for the locale, about 10 ms in the middle of hydration
 * (40 ms under Lighthouse's mobile CPU slowdown). The keys only need a stable order, so this
 * one compares them by code unit.
 *
 * `tests/browser/startup.spec.ts` fails when a guide calls `localeCompare` while it starts.
 */
import {useMemo} from 'react';

// Upstream's module under a name the alias of its file does not catch (../index.ts).
export * from '@upstream/theme-common/utils/reactUtils';

/**
 * Shallow-memoize an object. This means the returned object will be the same as
 * the previous render if the property keys and values did not change. This
 * works for simple cases: when property values are primitives or stable
 * objects.
 */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const deps = Object.entries(obj);
  // Sort by keys to make it order-insensitive
  deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, deps.flat());
}

/**
 * Reading what the app handed the host, defensively: in the app face a dialog's config and a call's
 * arguments arrived as JSON, in the iframe face as comlink proxies, so nothing is taken on trust.
 */

/** A function the app handed over (in the iframe face a comlink proxy, which is callable too). */
export function callable(value: unknown): (() => void) | undefined {
  return typeof value === 'function'
    ? () => void Promise.resolve((value as () => unknown)()).catch(() => undefined)
    : undefined;
}

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
export const number = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Text of a dialog's `text`, which chayns renders as HTML: the tags dropped, the words kept. */
export function plain(value: unknown): string {
  return typeof value === 'string' ? value.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '') : '';
}

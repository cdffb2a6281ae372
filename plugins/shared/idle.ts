/**
 * Browser helpers for work the reader did not ask for yet (prefetching in plugins/startup, the
 * tokenizer's preload in plugins/code-theme): when the page is idle, and whether the connection
 * asks to leave such work out.
 */
type NetworkInformation = {effectiveType: string; saveData: boolean};

/** Runs `callback` in the next idle period (a 1 ms timeout where the browser has no idle callbacks). */
export function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
  else setTimeout(callback, 1);
}

/** A slow (2g) or data-saving connection. */
export function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType.includes('2g') || connection?.saveData);
}

/**
 * Init scripts that make the page see a slow connection or data saver (the Network
 * Information API), which switch Docusaurus' link prefetching off.
 */
/** A 2g connection. */
export const SLOW_CONNECTION_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({effectiveType: '2g', saveData: false, addEventListener() {}, removeEventListener() {}}),
});`;

/** Data saver on. */
export const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({effectiveType: '4g', saveData: true, addEventListener() {}, removeEventListener() {}}),
});`;

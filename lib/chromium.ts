/**
 * Debian's Chromium and the flags it needs on this kind of machine (no sandbox as root, no
 * background network traffic). Shared by the Playwright config and the benchmark.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For the browser tests: two parts of the browser that no test looks at, turned off to save CPU time
 * (bench/remarks.md has the measurement). Headless Chromium still builds its address bar's
 * popup, a page of its own that works on every navigation; and a GPU process of its own only
 * passes the compositor's frames between processes when the GPU is off anyway. The benchmark's
 * Lighthouse runs keep the browser as it ships.
 */
export const CHROMIUM_TEST_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  '--in-process-gpu',
];

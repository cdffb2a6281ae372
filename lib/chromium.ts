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

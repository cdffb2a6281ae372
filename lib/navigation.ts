/**
 * Client-side navigation, measured the way a reader feels it: from the click on a link to the
 * first frame painted after the new page's heading is in the document. Used by `npm run bench`
 * (scripts/bench/navigation.ts); the test suite asserts sizes, never times.
 */
import type {CDPSession, Page} from 'playwright-core';

/**
 * Installed in the page before the click: stamps the click and the paint after the new heading, and
 * sums the click's blocking time the way Lighthouse sums a load's: each long task (over 50 ms) that
 * ends after the click counts with what it lasts beyond 50 ms.
 */
const WATCH_SCRIPT = `(expected) => { window.__clickToPaint = new Promise((resolve) => {
  let clicked = 0;
  let blockingMs = 0;
  const count = (entries) => {
    for (const entry of entries) {
      if (clicked && entry.startTime + entry.duration > clicked) blockingMs += Math.max(0, entry.duration - 50);
    }
  };
  const longTasks = new PerformanceObserver((list) => count(list.getEntries()));
  longTasks.observe({type: 'longtask'});
  document.addEventListener('click', () => { clicked = performance.now(); }, {capture: true, once: true});
  const done = () => {
    // The frame that paints the heading: rAF runs before it, the message task right after it.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        count(longTasks.takeRecords());
        longTasks.disconnect();
        resolve({clickToPaintMs: performance.now() - clicked, blockingMs});
      };
      channel.port2.postMessage(null);
    });
  };
  const observer = new MutationObserver(() => {
    const heading = document.querySelector('main h1, article h1');
    if (clicked && heading && heading.textContent.trim().startsWith(expected)) {
      observer.disconnect();
      done();
    }
  });
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
}); }`;

/** The page's DOM size: every element and text node under <body>. */
export async function domNodeCount(page: Page): Promise<{elements: number; nodes: number}> {
  return page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    let nodes = 0;
    while (walker.nextNode()) nodes += 1;
    return {elements: document.body.getElementsByTagName('*').length, nodes};
  });
}

export interface NavigationRun {
  /** Milliseconds from the click to the paint after the target's heading appeared. */
  clickToPaintMs: number;
  /** The long tasks' time beyond 50 ms each, from the click to that paint. */
  blockingMs: number;
}

/**
 * Opens `fromUrl`, waits until the app has hydrated and the network is idle (the prefetch of
 * the links in view included, as for a reader who clicks after reading a moment), sets the CPU
 * slowdown, clicks the link whose href ends with `targetPath` and returns the time until the
 * heading `targetHeading` is painted.
 */
export async function clickToPaint(
  page: Page,
  fromUrl: string,
  targetPath: string,
  targetHeading: string,
  cpuSlowdown: number,
): Promise<NavigationRun> {
  await page.goto(fromUrl, {waitUntil: 'networkidle'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const cdp: CDPSession = await page.context().newCDPSession(page);
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await page.evaluate(`(${WATCH_SCRIPT})(${JSON.stringify(targetHeading)})`);
    await page.locator(`a[href$="${targetPath}"]:visible`).first().click();
    const measured = page.evaluate('window.__clickToPaint') as Promise<NavigationRun>;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`No heading "${targetHeading}" painted after clicking ${targetPath}`)),
        30_000,
      );
    });
    const run = await Promise.race([measured, timeout]).finally(() => clearTimeout(timer));
    return {clickToPaintMs: Math.round(run.clickToPaintMs), blockingMs: Math.round(run.blockingMs)};
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await cdp.detach();
  }
}

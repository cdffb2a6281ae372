import type {Browser} from '@playwright/test';
import {SAVE_DATA_SCRIPT} from '../../lib/network';

/** Script URLs a page loads, with prefetching switched off (data saver) so only its own count. */
async function scriptsOf(browser: Browser, baseURL: string, path: string): Promise<Set<string>> {
  const context = await browser.newContext({baseURL});
  await context.addInitScript(SAVE_DATA_SCRIPT);
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await context.close();
  return scripts;
}

/** Answers already found by this worker: the build does not change during a run. */
const known = new Map<string, Promise<string[]>>();

/** The JavaScript chunks the page at `target` needs that the page at `from` does not load. */
export function chunksOnlyNeededBy(browser: Browser, baseURL: string, target: string, from = ''): Promise<string[]> {
  const key = JSON.stringify([baseURL, target, from]);
  const cached = known.get(key);
  if (cached) return cached;
  const answer = (async () => {
    const [own, other] = await Promise.all([scriptsOf(browser, baseURL, target), scriptsOf(browser, baseURL, from)]);
    const chunks = [...own].filter((url) => !other.has(url));
    if (chunks.length === 0) throw new Error(`No chunk of its own found for ${target}`);
    return chunks;
  })();
  known.set(key, answer);
  // A failed attempt is not remembered: the next test asks again.
  answer.catch(() => known.delete(key));
  return answer;
}

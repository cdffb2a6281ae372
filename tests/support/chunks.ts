import type {Page, Request} from '@playwright/test';
import {emptyCaches} from '../../lib/bytes';
import {SAVE_DATA_SCRIPT} from '../../lib/network';

/**
 * Script URLs a page loads, with prefetching switched off (data saver) so only its own count.
 * Scripts served from the cache are requests too: the page reports them all.
 */
async function scriptsOf(page: Page, path: string): Promise<Set<string>> {
  const scripts = new Set<string>();
  const record = (request: Request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  };
  const saveData = await page.addInitScript(SAVE_DATA_SCRIPT);
  page.on('request', record);
  try {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  } finally {
    page.off('request', record);
    await saveData.dispose();
  }
  return scripts;
}

/** Answers already found by this worker: the build does not change during a run. */
const known = new Map<string, Promise<string[]>>();

/**
 * The JavaScript chunks the page at `target` needs that the page at `from` does not load. The
 * first call for a pair in a worker opens both pages in `page` and empties the caches again
 * afterwards, so the test still finds those chunks uncached.
 */
export function chunksOnlyNeededBy(page: Page, target: string, from = ''): Promise<string[]> {
  const key = JSON.stringify([target, from]);
  const cached = known.get(key);
  if (cached) return cached;
  const answer = (async () => {
    const own = await scriptsOf(page, target);
    const other = await scriptsOf(page, from);
    await emptyCaches(page);
    const chunks = [...own].filter((url) => !other.has(url));
    if (chunks.length === 0) throw new Error(`No chunk of its own found for ${target}`);
    return chunks;
  })();
  known.set(key, answer);
  // A failed attempt is not remembered: the next test asks again.
  answer.catch(() => known.delete(key));
  return answer;
}

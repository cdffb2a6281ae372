/**
 * Screenshots of API reference pages in light and dark mode at 1280px and 390px, for
 * reviewing how the generated reference reads. Needs a production build.
 *
 *   npx tsx scripts/api-screenshots.ts [--full] api api/enum/TappEvent ...
 *
 * Writes PNGs to test-results/api-screenshots/ and prints any page error.
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {resolveBaseUrl} from '../config/site';
import {startStaticServer} from '../lib/staticServer';

const args = process.argv.slice(2);
const fullPage = args.includes('--full');
const pages = args.filter((arg) => !arg.startsWith('--'));
const outDir = path.join(__dirname, '..', 'test-results', 'api-screenshots');

async function main(): Promise<void> {
  fs.mkdirSync(outDir, {recursive: true});
  const base = resolveBaseUrl();
  const server = await startStaticServer({root: path.join(__dirname, '..', 'build'), base});
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({viewport: {width, height: width < 996 ? 844 : 900}, colorScheme});
        const page = await context.newPage();
        page.on('pageerror', (error) => console.log(`${colorScheme} ${width}: ${error.message}`));
        for (const sitePath of pages) {
          await page.goto(`${server.origin}${base}${sitePath}`);
          await page.waitForSelector('html[data-has-hydrated="true"]');
          const file = `${sitePath.replace(/[/#]/g, '_') || 'home'}-${colorScheme}-${width}.png`;
          await page.screenshot({path: path.join(outDir, file), fullPage});
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`screenshots in ${path.relative(process.cwd(), outDir)}`);
}

void main();

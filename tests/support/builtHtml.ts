/**
 * The built pages as cheerio documents, each file parsed once per process: the Node checks run
 * together (tests/build/run-together.ts) and most of them read every page, so parsing was most
 * of their time. The documents are shared: read them, never change them.
 */
import fs from 'node:fs';
import {load, type CheerioAPI} from 'cheerio';

const parsed = new Map<string, CheerioAPI>();

export function loadBuilt(file: string): CheerioAPI {
  let page = parsed.get(file);
  if (!page) {
    page = load(fs.readFileSync(file, 'utf8'));
    parsed.set(file, page);
  }
  return page;
}

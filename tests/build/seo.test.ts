/**
 * What search engines and Lighthouse's SEO audit read, checked in the built HTML of every
 * page of the sitemap: the language, a title, a canonical link to the page itself and a meta
 * description of its own within its docs version (a page of 2.x may share its text with the same
 * page of the current version), in plain text.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {loadBuilt} from '../support/builtHtml';
import {resolveBaseUrl} from '../../config/site';
import {sitemapRoutes, type Route} from '../../lib/routes';

const BASE = resolveBaseUrl();

interface Head {
  lang?: string;
  title: string;
  canonical: string[];
  descriptions: string[];
  ogDescription?: string;
}

function readHead(route: Route): Head {
  const $ = loadBuilt(route.file);
  return {
    lang: $('html').attr('lang'),
    title: $('head > title').text().trim(),
    canonical: $('link[rel="canonical"]')
      .map((_, link) => $(link).attr('href') ?? '')
      .get(),
    descriptions: $('meta[name="description"]')
      .map((_, meta) => ($(meta).attr('content') ?? '').trim())
      .get(),
    ogDescription: $('meta[property="og:description"]').attr('content')?.trim(),
  };
}

const routes = sitemapRoutes();
const heads = new Map(routes.map((route) => [route, readHead(route)] as const));

describe('SEO tags', () => {
  it('every page has a language, a title, a canonical link to itself and one meta description', () => {
    const problems: string[] = [];
    for (const [route, head] of heads) {
      const where = `/${route.path}`;
      if (head.lang !== 'en') problems.push(`${where}: <html lang="${head.lang ?? ''}">`);
      if (!head.title) problems.push(`${where}: no <title>`);
      if (head.canonical.length !== 1) problems.push(`${where}: ${head.canonical.length} canonical links`);
      else if (new URL(head.canonical[0]).pathname !== `${BASE}${route.path}`) {
        problems.push(`${where}: canonical link to ${head.canonical[0]}`);
      }
      if (head.descriptions.length !== 1 || !head.descriptions[0]) {
        problems.push(`${where}: ${head.descriptions.length} meta descriptions (${head.descriptions.join(' | ')})`);
      } else if (head.ogDescription !== head.descriptions[0]) {
        problems.push(`${where}: og:description differs from the description`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every API page has a description of its own within its version, in plain text', () => {
    const api = [...heads].filter(([route]) => route.kind.startsWith('api-'));
    assert.ok(api.length > 100, `API pages in the sitemap: ${api.length}`);
    const pagesOf = new Map<string, string[]>();
    for (const [route, head] of api) {
      const description = head.descriptions[0] ?? '';
      const key = `${route.version} ${description}`;
      pagesOf.set(key, [...(pagesOf.get(key) ?? []), `/${route.path}`]);
      // Markdown of the doc comments (links, code, emphasis) must not leak into the description.
      assert.doesNotMatch(description, /`|\*\*|\]\(|<\w/, `/${route.path}: ${description}`);
      assert.match(description, /^.{10,300}[.!?]$/, `/${route.path}: ${description}`);
    }
    const shared = [...pagesOf].filter(([, pages]) => pages.length > 1).map(([text, pages]) => `${text}: ${pages}`);
    assert.deepEqual(shared, []);
  });
});

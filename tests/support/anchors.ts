/**
 * The anchor check over the built HTML, shared by the Node link check (tests/build/links.test.ts)
 * and its browser fallback (tests/browser/quality-links.spec.ts): every same-origin link with a
 * #anchor, from every built page, resolved the way a browser resolves it, and looked up in the ids
 * of the target page's HTML.
 */
import {resolveBaseUrl} from '../../config/site';
import {allPages, buildFileFor, type Route} from '../../lib/routes';
import {readHtmlFacts, type HtmlFacts} from './html';

const BASE = resolveBaseUrl();
/** Any origin serves: the pages only link to their own by path, and an absolute URL elsewhere is not checked. */
export const LOCAL_ROOT = new URL(BASE, 'http://127.0.0.1');

export interface MissingAnchor {
  /** The target's path, with the base path. */
  target: string;
  anchor: string;
  /** The linking page, relative to the base path. */
  from: string;
}

export interface AnchorReport {
  /** Same-origin links with an anchor whose page is in the build. */
  anchorsChecked: number;
  /** Links with an anchor that leave the base path or have no page in the build. */
  unresolved: string[];
  /** Anchors that the target page's HTML lacks: only the running page could create them. */
  missingInHtml: MissingAnchor[];
}

export function checkAnchorsInHtml(pages: Route[] = allPages(), root: URL = LOCAL_ROOT): AnchorReport {
  const facts = new Map<string, HtmlFacts>();
  const factsOf = (file: string) => {
    if (!facts.has(file)) facts.set(file, readHtmlFacts(file));
    return facts.get(file)!;
  };

  const report: AnchorReport = {anchorsChecked: 0, unresolved: [], missingInHtml: []};
  for (const source of pages) {
    const pageUrl = new URL(source.path, root);
    for (const href of factsOf(source.file).hrefs) {
      const url = new URL(href, pageUrl);
      if (url.origin !== root.origin || url.hash.length <= 1) continue;
      if (!url.pathname.startsWith(BASE)) {
        report.unresolved.push(`${href} (on /${source.path}) leaves the base path`);
        continue;
      }
      const targetFile = buildFileFor(url.pathname.slice(BASE.length));
      if (targetFile === undefined) {
        report.unresolved.push(`${href} (on /${source.path}) has no page in the build`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      report.anchorsChecked += 1;
      if (!factsOf(targetFile).anchors.has(anchor)) {
        report.missingInHtml.push({target: url.pathname, anchor, from: source.path});
      }
    }
  }
  return report;
}

/** The anchors missing from the HTML, grouped by target page, so that each page is opened once. */
export function byTarget(missing: MissingAnchor[]): Map<string, MissingAnchor[]> {
  const groups = new Map<string, MissingAnchor[]>();
  for (const item of missing) groups.set(item.target, [...(groups.get(item.target) ?? []), item]);
  return groups;
}

/**
 * After a client-side navigation to an anchor, Docusaurus scrolls its target into view once,
 * right after rendering. Code blocks, a page's text below its first screen, and on the API
 * overview the index lists and member panels, are skipped while far from the viewport
 * (`content-visibility: auto`, src/css/custom.css) and count with an estimated height until they
 * are first rendered, so that scroll can miss its target. Here every skipped block above the
 * target, and its own, are laid out for real, and the target is scrolled into view again. A
 * page's first load is left to the browser, which keeps the target in view while the page
 * settles.
 */
import type {ClientModule} from '@docusaurus/types';

const SKIPPABLE = '.markdown > *, .tsd-index-section, .tsd-panel.tsd-member, .theme-code-block pre';

const anchorScroll: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    let skipped = false;
    for (const block of Array.from(document.querySelectorAll<HTMLElement>(SKIPPABLE))) {
      const before = block.contains(target) || block.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (!before) break;
      if (getComputedStyle(block).getPropertyValue('content-visibility') !== 'auto') continue;
      block.style.setProperty('content-visibility', 'visible');
      skipped = true;
    }
    if (skipped) target.scrollIntoView();
  },
};

export default anchorScroll;

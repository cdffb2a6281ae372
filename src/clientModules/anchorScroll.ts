/**
 * An address with an anchor scrolls its target into view once: the browser on a first load,
 * Docusaurus right after rendering on a client-side navigation. Code blocks, a page's text below its
 * first screen, and on the API overview the index lists and member panels, are skipped while far
 * from the viewport (`content-visibility: auto`, src/css/custom.css) and count with an estimated
 * height until they are first rendered, so that scroll can miss its target: the blocks just above
 * it render when it comes into view, and on a wide window, where a paragraph takes fewer lines than
 * its estimate, they shrink and leave the target hundreds of pixels above the window (the browser
 * keeps it in view only while they grow, as they do on a phone). Here every skipped block above the
 * target, and its own, are laid out for real, and the target is scrolled into view again.
 *
 * On a first load the navbar is shown until the reader scrolls down (theme-common's hideable
 * navbar hides it only for a navigation to an anchor), and the browser put the target right under
 * it: there the target goes below the navbar instead.
 */
import type {ClientModule} from '@docusaurus/types';

const SKIPPABLE = '.markdown > *, .tsd-index-section, .tsd-panel.tsd-member, .theme-code-block pre';

const anchorScroll: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!location.hash) return;
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
    if (!previousLocation) {
      const navbarBottom = Math.max(0, document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0);
      const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      window.scrollTo({top: window.scrollY + target.getBoundingClientRect().top - navbarBottom - margin});
    } else if (skipped) {
      target.scrollIntoView();
    }
  },
};

export default anchorScroll;

/**
 * The announcement bar above the navbar: it tells readers that the site now documents chayns-api 3
 * and where the 2.x pages went.
 */
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {HtmlTagObject} from '@docusaurus/types';

/** The pages the bar links to, below the base path (with the trailing slash every route has). */
const links = {current: 'api/', older: 'docs/2.x/'};

// Change the id whenever the content changes: readers who dismissed the previous
// announcement then see the new one.
const id = 'announce-chayns-api-3';

export function announcementBar(baseUrl: string): NonNullable<ThemeConfig['announcementBar']> {
  return {
    id,
    content:
      `These pages now document <a href="${baseUrl}${links.current}">chayns-api 3</a>; ` +
      `apps still on 2.x find their guides and reference under <a href="${baseUrl}${links.older}">version 2.x</a>.`,
    isCloseable: true,
  };
}

/**
 * Stock 3.6.1 decides before hydration whether to hide the bar from the dismissal flag
 * alone, so a reader who dismissed an older announcement does not see a new one until the
 * page after next. This head script runs first and clears the flag when the stored id is
 * not the current one; storage errors are ignored, as the theme's own script does.
 */
export const announcementBarResetScript: HtmlTagObject = {
  tagName: 'script',
  attributes: {},
  innerHTML: `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(id)})localStorage.setItem('docusaurus.announcement.dismiss','false')}catch(e){}`,
};

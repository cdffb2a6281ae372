/**
 * The announcement bar above the navbar: it points readers to the newest guide.
 */
import type {ThemeConfig} from '@docusaurus/preset-classic';
import type {HtmlTagObject} from '@docusaurus/types';

/** The newest guide, announced in the bar. */
const newestGuide = {path: 'docs/hooks/assets', title: 'Geo-location guide'};

// Change the id whenever the content changes: readers who dismissed the previous
// announcement then see the new one.
const id = 'announce-geo-location-guide';

export function announcementBar(baseUrl: string): NonNullable<ThemeConfig['announcementBar']> {
  return {
    id,
    content: `New: the <a href="${baseUrl}${newestGuide.path}">${newestGuide.title}</a> shows how to read and follow the user's position.`,
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

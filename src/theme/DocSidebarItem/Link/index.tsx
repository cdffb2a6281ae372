// Wrap: a sidebar link renders again only when its own props change or it becomes active or
// inactive. Upstream's takes the sidebar's active path, which every navigation changes, so every
// link of the sidebar (dozens on API pages) rendered again after each click, and each of its
// Docusaurus links made a new viewport observer for prefetching (bench/report.md, "Long guides").
import {memo} from 'react';
import DocSidebarItemLink from '@theme-original/DocSidebarItem/Link';
import type {Props} from '@theme/DocSidebarItem/Link';
import {isActiveSidebarItem} from '@docusaurus/plugin-content-docs/client';

function sameLink(previous: Props, next: Props): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)] as (keyof Props)[]);
  for (const key of keys) {
    if (key === 'activePath') continue;
    if (previous[key] !== next[key]) return false;
  }
  return isActiveSidebarItem(previous.item, previous.activePath) === isActiveSidebarItem(next.item, next.activePath);
}

export default memo(DocSidebarItemLink, sameLink);

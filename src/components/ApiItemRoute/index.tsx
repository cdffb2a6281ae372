/**
 * Route component of every API page (set by plugins/api-reference): puts the page's own
 * reflection and the stubs of what it links to into the reflection context of
 * docusaurus-plugin-typedoc-api, then renders the plugin's ApiItem. Without this, the
 * plugin needs the reflection data of the whole library on every page. It also sets the
 * meta description that plugins/api-reference wrote for the page.
 */
import React, {useContext, useMemo} from 'react';
import ApiItem, {type ApiItemProps} from 'docusaurus-plugin-typedoc-api/lib/components/ApiItem';
import {ApiDataContext} from 'docusaurus-plugin-typedoc-api/lib/components/ApiDataContext';
import type {TSDDeclarationReflectionMap} from 'docusaurus-plugin-typedoc-api/lib/types';
import {PageMetadata} from '@docusaurus/theme-common';
import clsx from 'clsx';
import type {ApiRouteData} from '../../../plugins/api-reference';
import {registerMarkdownTokens} from '../../../plugins/api-reference/client/marked';
import styles from './styles.module.css';

interface Props extends ApiItemProps {
  reflection: ApiRouteData;
}

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Maps every reflection inside `node` by id and records its parent, like the plugin's ApiPage does. */
function mapReflections(node: Node, map: Record<number, unknown>, parent?: Node): void {
  if (typeof node.id === 'number' && node.type !== 'reference') {
    map[node.id] = node;
    if (parent) node.parentId = parent.id;
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((child) => isNode(child) && mapReflections(child, map, node));
    else if (isNode(value)) mapReflections(value, map, node);
  }
}

export default function ApiItemRoute({reflection, ...props}: Props): JSX.Element {
  const parent = useContext(ApiDataContext);
  const value = useMemo(() => {
    // The plugin's Markdown component reads these instead of running marked.
    registerMarkdownTokens(reflection.markdown);
    const reflections: Record<number, unknown> = {...parent.reflections};
    for (const link of reflection.links) reflections[link.id] = link;
    mapReflections(reflection.item as unknown as Node, reflections);
    return {...parent, reflections: reflections as TSDDeclarationReflectionMap};
  }, [parent, reflection]);
  const hasInherited = reflection.item.children?.some((child) => child.inheritedFrom) ?? false;
  return (
    <ApiDataContext.Provider value={value}>
      <div className={clsx(styles.page, !hasInherited && styles.noInherited)}>
        <ApiItem {...props} />
      </div>
      {/* After ApiItem, so that it replaces the Markdown summary ApiItem sets for some pages. */}
      <PageMetadata description={reflection.description} />
    </ApiDataContext.Provider>
  );
}

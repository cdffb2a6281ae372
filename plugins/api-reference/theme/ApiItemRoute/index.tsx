/**
 * Route component of every API page (set by the API reference plugin as `@theme/ApiItemRoute`,
 * so a site can wrap it with `docusaurus swizzle`): puts the page's own
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
import type {ApiRouteData} from '../../types';
import {registerMarkdownTokens} from '../../client/marked';
import {forEachReflection} from '../../client/walk';
import {CodeLinksProvider} from '../../../code-theme/theme/CodeLinks';
import {WorksInProvider} from '@site/src/components/WorksIn';
import styles from './styles.module.css';

interface Props extends ApiItemProps {
  reflection: ApiRouteData;
}

/** Maps every reflection inside `item` by id and records its parent, like the plugin's ApiPage does. */
function mapReflections(item: object, map: Record<number, unknown>): void {
  forEachReflection(item, (node, parent) => {
    map[node.id as number] = node;
    if (parent) node.parentId = parent.id;
  });
}

export default function ApiItemRoute({reflection, ...props}: Props): JSX.Element {
  const parent = useContext(ApiDataContext);
  const value = useMemo(() => {
    // The plugin's Markdown component reads these instead of running marked.
    registerMarkdownTokens(reflection.markdown);
    const reflections: Record<number, unknown> = {...parent.reflections};
    for (const link of reflection.links) reflections[link.id] = link;
    mapReflections(reflection.item, reflections);
    return {...parent, reflections: reflections as TSDDeclarationReflectionMap};
  }, [parent, reflection]);
  const hasInherited = reflection.item.children?.some((child) => child.inheritedFrom) ?? false;
  return (
    <ApiDataContext.Provider value={value}>
      <div className={clsx(styles.page, !hasInherited && styles.noInherited)}>
        {/* The names the examples import from the library link to their pages. */}
        <CodeLinksProvider value={reflection.codeLinks}>
          {/* "Works in", rendered by the page's Reflection (client/Reflection.tsx) under the title. */}
          <WorksInProvider value={reflection.worksIn}>
            <ApiItem {...props} route={{...props.route, id: reflection.item.id} as ApiItemProps['route']} />
          </WorksInProvider>
        </CodeLinksProvider>
      </div>
      {/* After ApiItem, so that it replaces the Markdown summary ApiItem sets for some pages. */}
      <PageMetadata description={reflection.description} />
    </ApiDataContext.Provider>
  );
}

/**
 * Stands in for docusaurus-plugin-typedoc-api's Members and MembersGroup (a webpack alias of
 * the plugin's lib/components/Members.js, see ../aliases.ts): the members of an API page, in
 * sections by group or category, with upstream's markup. Unlike upstream's, a page reached by
 * a link renders its members in the guides' steps (src/components/ContentInSteps): the members
 * of the first screen before the paint, the rest right after it. A class page such as
 * `DialogHandler` renders a screen of its members, not all of them, between the click and the
 * paint (bench/report.md, "Long guides"). On the server, while hydrating and for an address
 * with a hash, every member is rendered at once.
 */
import React from 'react';
import {useReflectionMap} from 'docusaurus-plugin-typedoc-api/lib/hooks/useReflectionMap';
import {
  allCategoryChildrenHaveOwnDocument,
  allGroupChildrenHaveOwnDocument,
  hasOwnDocument,
} from 'docusaurus-plugin-typedoc-api/lib/utils/visibility';
import {AnchorLink} from 'docusaurus-plugin-typedoc-api/lib/components/AnchorLink';
import {Member} from 'docusaurus-plugin-typedoc-api/lib/components/Member';
import type {TSDDeclarationReflection, TSDDeclarationReflectionMap} from 'docusaurus-plugin-typedoc-api/lib/types';
import {BlocksEnd, useFirstScreen} from '@site/src/components/ContentInSteps';

interface Section {
  /** The heading's text, and the anchor upstream gives it (the group's or category's own title). */
  title: string;
  anchor: string;
  members: number[];
}

type Category = NonNullable<TSDDeclarationReflection['categories']>[number];

const categoryTitle = (category: Category) => (category.title === '__CATEGORY__' ? 'Other' : category.title);

/** Upstream's sections in upstream's order: the reflection's categories, else its groups (or their categories). */
function memberSections(reflection: TSDDeclarationReflection, reflections: TSDDeclarationReflectionMap): Section[] {
  const shown = (ids: number[] | undefined) => (ids ?? []).filter((id) => !hasOwnDocument(id, reflections));
  if (reflection.categories && reflection.categories.length > 0) {
    return reflection.categories
      .filter((category) => !allCategoryChildrenHaveOwnDocument(category, reflections))
      .map((category) => ({title: categoryTitle(category), anchor: category.title, members: shown(category.children)}));
  }
  return (reflection.groups ?? [])
    .filter((group) => !allGroupChildrenHaveOwnDocument(group, reflections))
    .flatMap((group) =>
      group.categories && group.categories.length > 0
        ? group.categories.map((category) => ({
            title: categoryTitle(category),
            anchor: category.title,
            members: shown(category.children),
          }))
        : [{title: group.title, anchor: group.title, members: shown(group.children)}],
    );
}

export function Members({reflection}: {reflection: TSDDeclarationReflection}): JSX.Element {
  const reflections = useReflectionMap();
  const sections = memberSections(reflection, reflections);
  const total = sections.reduce((sum, section) => sum + section.members.length, 0);
  const {count, end} = useFirstScreen(total);
  const inSteps = count < total;
  let left = count;
  return (
    <>
      {sections.map((section, index) => {
        // Past the first screen: the sections that follow come with the rest.
        if (inSteps && left <= 0) return null;
        const members = section.members.slice(0, left);
        left -= members.length;
        return (
          // Upstream keys a section by its title; two groups may share a category's title.
          <section key={`${index}-${section.anchor}`} className="tsd-panel-group tsd-member-group">
            <h2>
              {section.title} <AnchorLink id={section.anchor} />
            </h2>
            {members.map((id) => (
              <Member key={id} id={id} />
            ))}
            {inSteps && left <= 0 && <BlocksEnd end={end} />}
          </section>
        );
      })}
    </>
  );
}

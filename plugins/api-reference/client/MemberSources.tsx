/**
 * Stands in for docusaurus-plugin-typedoc-api's MemberSources (a webpack alias of the
 * plugin's lib/components/MemberSources.js, see ../aliases.ts): the "Implementation of",
 * "Inherited from" and "Overrides" notes of a member. Unlike upstream's, they are in a
 * `<div>`, not an `<aside>`: every member of a class had one, so a page had dozens of
 * unnamed complementary landmarks, and they are part of the member, not beside it.
 */
import React from 'react';
import {TypeAndParent} from 'docusaurus-plugin-typedoc-api/lib/components/TypeAndParent';
import type {TSDDeclarationReflection, TSDSignatureReflection} from 'docusaurus-plugin-typedoc-api/lib/types';

type Source = TSDDeclarationReflection | TSDSignatureReflection;

export function hasSources(reflection: Source): boolean {
  return Boolean(reflection.implementationOf || reflection.inheritedFrom || reflection.overwrites);
}

export function MemberSources({reflection}: {reflection: Source}): JSX.Element | null {
  if (!hasSources(reflection)) return null;
  const {implementationOf, inheritedFrom, overwrites} = reflection;
  return (
    <div className="tsd-sources">
      {implementationOf && (
        <p>
          Implementation of <TypeAndParent type={implementationOf} />
        </p>
      )}
      {inheritedFrom && (
        <p>
          Inherited from <TypeAndParent type={inheritedFrom} />
        </p>
      )}
      {overwrites && (
        <p>
          Overrides <TypeAndParent type={overwrites} />
        </p>
      )}
    </div>
  );
}

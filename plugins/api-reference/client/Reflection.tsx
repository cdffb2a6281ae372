/**
 * Stands in for docusaurus-plugin-typedoc-api's Reflection (a webpack alias of the
 * plugin's lib/components/Reflection.js, see ../aliases.ts): the body of an API page below
 * its h1 title ("Works in" from src/components/WorksIn, comment, panels, index and members). Unlike upstream's, the panel headers
 * (Type parameters, Hierarchy, Implements, Implemented by, Callable, Indexable) are `h2`,
 * the level below the title, not `h3`; and the headings inside the Callable panel (h4
 * "Parameters", h5 names) and the Indexable panel (h5 names) are raised through
 * HeadingOffset (./headings.ts) to h3 and h4 and to h3, so that no level is skipped (axe
 * `heading-order`). theme/ApiItemRoute/styles.module.css keeps the sizes they had.
 */
import React, {useMemo, type ReactNode} from 'react';
import {createHierarchy} from 'docusaurus-plugin-typedoc-api/lib/utils/hierarchy';
import {Comment, hasComment} from 'docusaurus-plugin-typedoc-api/lib/components/Comment';
import {CommentBadges, isCommentWithModifiers} from 'docusaurus-plugin-typedoc-api/lib/components/CommentBadges';
import {Hierarchy} from 'docusaurus-plugin-typedoc-api/lib/components/Hierarchy';
import {Icon} from 'docusaurus-plugin-typedoc-api/lib/components/Icon';
import {Index} from 'docusaurus-plugin-typedoc-api/lib/components/Index';
import {Members} from 'docusaurus-plugin-typedoc-api/lib/components/Members';
import {MemberSignatures} from 'docusaurus-plugin-typedoc-api/lib/components/MemberSignatures';
import {extractDeclarationFromType, Type} from 'docusaurus-plugin-typedoc-api/lib/components/Type';
import {TypeParameters} from 'docusaurus-plugin-typedoc-api/lib/components/TypeParameters';
import type {
  TSDDeclarationReflection,
  TSDReflection,
  TSDSignatureReflection,
} from 'docusaurus-plugin-typedoc-api/lib/types';
import WorksIn from '@site/src/components/WorksIn';
import {HeadingOffset} from './headings';
import {Parameter} from './Parameter';

type AnyReflection = TSDDeclarationReflection | TSDReflection | TSDSignatureReflection;

/** The fields of the panels, whichever kind of reflection has them. */
type PanelFields = Partial<
  Pick<
    TSDDeclarationReflection,
    'extendedBy' | 'extendedTypes' | 'implementedTypes' | 'implementedBy' | 'indexSignature'
  > &
    Pick<TSDSignatureReflection, 'typeParameter'>
>;

const CLASS = 128;

function Panel({title, signature, children}: {title: string; signature?: boolean; children: ReactNode}): JSX.Element {
  return (
    <section className="tsd-panel">
      <h2 className={signature ? 'tsd-panel-header tsd-before-signature' : 'tsd-panel-header'}>{title}</h2>
      <div className="tsd-panel-content">{children}</div>
    </section>
  );
}

/** The types a class implements, or the classes that implement an interface. */
function TypeList({types}: {types: NonNullable<PanelFields['implementedTypes'] | PanelFields['implementedBy']>}) {
  return (
    <ul className="tsd-hierarchy">
      {types.map((type, i) => (
        // A static list: its order never changes, so the index is a stable key.
        <li key={i}>
          <Type type={type} />
        </li>
      ))}
    </ul>
  );
}

export function Reflection({reflection}: {reflection: AnyReflection}): JSX.Element {
  const hierarchy = useMemo(() => createHierarchy(reflection), [reflection]);
  const {typeParameter, extendedBy, extendedTypes, implementedTypes, implementedBy, indexSignature} =
    reflection as PanelFields;
  const signatures = 'signatures' in reflection ? reflection.signatures : undefined;
  return (
    <>
      <WorksIn />
      {isCommentWithModifiers(reflection.comment) && <CommentBadges comment={reflection.comment} />}
      {hasComment(reflection.comment) && <Comment root comment={reflection.comment} />}
      {typeParameter && typeParameter.length > 0 && reflection.kind !== CLASS && (
        <Panel title="Type parameters">
          <TypeParameters params={typeParameter} />
        </Panel>
      )}
      {(Boolean(extendedBy?.length) || Boolean(extendedTypes?.length)) && (
        <Panel title="Hierarchy">
          <Hierarchy tree={hierarchy} />
        </Panel>
      )}
      {implementedTypes && implementedTypes.length > 0 && (
        <Panel title="Implements">
          <TypeList types={implementedTypes} />
        </Panel>
      )}
      {implementedBy && implementedBy.length > 0 && (
        <Panel title="Implemented by">
          <TypeList types={implementedBy} />
        </Panel>
      )}
      {signatures && signatures.length > 0 && (
        <Panel signature title="Callable">
          {/* Under the h2 panel header: "Parameters" h3, parameter names h4. */}
          <HeadingOffset.Provider value={1}>
            <MemberSignatures sigs={signatures} />
          </HeadingOffset.Provider>
        </Panel>
      )}
      {indexSignature && (
        <Panel signature title="Indexable">
          <div className="tsd-signature tsd-kind-icon">
            <Icon reflection={indexSignature} />
            <span className="tsd-signature-symbol">[</span>
            {indexSignature.parameters?.map((param) => (
              <span key={param.id}>
                {param.name}
                {': '}
                <Type type={param.type} />
              </span>
            ))}
            <span className="tsd-signature-symbol">]: </span>
            <Type type={indexSignature.type} />
          </div>
          <Comment comment={indexSignature.comment} />
          {/* Under the h2 panel header: member names h3. */}
          <HeadingOffset.Provider value={2}>
            <Parameter param={extractDeclarationFromType(indexSignature.type)} />
          </HeadingOffset.Provider>
        </Panel>
      )}
      <Index reflection={reflection as TSDDeclarationReflection} />
      <Members reflection={reflection as TSDDeclarationReflection} />
    </>
  );
}

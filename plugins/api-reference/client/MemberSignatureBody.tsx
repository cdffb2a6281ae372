/**
 * Stands in for docusaurus-plugin-typedoc-api's MemberSignatureBody (a webpack alias of
 * the plugin's lib/components/MemberSignatureBody.js, see ../aliases.ts): what follows a
 * signature (its comment, type parameters, parameters and return type). Unlike upstream's:
 * - each parameter is one `<li>` that holds the lists of its object members; upstream put
 *   those lists directly inside the parameter list (`<ul>` in `<ul>`: invalid HTML, axe
 *   `list`). The heading and comment of the parameter are wrapped in a `<div>`, so the
 *   styles that address the parameter's own block still apply;
 * - the headings ("Parameters", "Returns", parameter names) are raised through
 *   HeadingOffset (./headings.ts) inside the Callable panel of a function page.
 */
import React from 'react';
import {useMinimalLayout} from 'docusaurus-plugin-typedoc-api/lib/hooks/useMinimalLayout';
import {Comment, hasComment} from 'docusaurus-plugin-typedoc-api/lib/components/Comment';
import {CommentBadges, isCommentWithModifiers} from 'docusaurus-plugin-typedoc-api/lib/components/CommentBadges';
import {DefaultValue} from 'docusaurus-plugin-typedoc-api/lib/components/DefaultValue';
import {Flags} from 'docusaurus-plugin-typedoc-api/lib/components/Flags';
import {extractDeclarationFromType, Type} from 'docusaurus-plugin-typedoc-api/lib/components/Type';
import {TypeParameters} from 'docusaurus-plugin-typedoc-api/lib/components/TypeParameters';
import type {TSDSignatureReflection} from 'docusaurus-plugin-typedoc-api/lib/types';
import type {JSONOutput} from 'typedoc';
import {useHeading} from './headings';
import {hasSources, MemberSources} from './MemberSources';
import {Parameter} from './Parameter';

/** Whether a signature has anything to show below its title (upstream's rule). */
export function hasSigBody(sig: TSDSignatureReflection | undefined, minimal: boolean, hideSources = false): boolean {
  if (!sig) return false;
  return Boolean(
    (!hideSources && hasSources(sig)) ||
    hasComment(sig.comment) ||
    (sig.typeParameter && sig.typeParameter.length > 0) ||
    (!minimal && sig.parameters && sig.parameters.length > 0) ||
    (!minimal && sig.type),
  );
}

/** The `@returns` block of a comment as a comment of its own, shown under "Returns". */
function returnsComment(comment?: JSONOutput.Comment): JSONOutput.Comment | undefined {
  const returns = comment?.blockTags?.find((tag) => tag.tag === '@returns');
  return returns && {summary: returns.content};
}

/** Shown under their own headings instead. */
const HIDE_TAGS = ['@returns', '@param'];

/** A parameter, or a property of an object parameter: `name: Type = default` and its comment. */
type Field = Pick<JSONOutput.ParameterReflection, 'name' | 'flags' | 'type' | 'comment' | 'defaultValue'>;

function FieldHeading({field}: {field: Field}): JSX.Element {
  const Heading = useHeading(5);
  return (
    <Heading>
      <Flags flags={field.flags} />
      {field.flags?.isRest && <span className="tsd-signature-symbol">...</span>}
      {`${field.name}: `}
      <Type type={field.type} />
      <DefaultValue comment={field.comment} type={field.type} value={field.defaultValue} />
    </Heading>
  );
}

/** The properties of an object type declared inline, as a list. */
function Fields({declaration}: {declaration: JSONOutput.DeclarationReflection}): JSX.Element {
  return (
    <ul>
      {declaration.children?.map((child) => (
        <li key={child.id}>
          <FieldHeading field={child} />
          <Comment comment={child.comment} />
        </li>
      ))}
    </ul>
  );
}

/** The object types declared inline in a parameter's type, itself or as members of a union. */
function inlineObjects(type: JSONOutput.SomeType | undefined): JSONOutput.DeclarationReflection[] {
  if (type?.type === 'reflection') return [type.declaration];
  if (type?.type === 'union') {
    return type.types.flatMap((member) => (member.type === 'reflection' ? [member.declaration] : []));
  }
  return [];
}

export function MemberSignatureBody({
  hideSources,
  sig,
}: {
  hideSources?: boolean;
  sig: TSDSignatureReflection;
}): JSX.Element {
  const minimal = useMinimalLayout();
  const Heading = useHeading(4);
  const showTypes = sig.typeParameter && sig.typeParameter.length > 0;
  const showParams = !minimal && sig.parameters && sig.parameters.length > 0;
  const showReturn = !minimal && sig.type;
  return (
    <>
      {!hideSources && <MemberSources reflection={sig} />}
      {isCommentWithModifiers(sig.comment) && <CommentBadges comment={sig.comment} />}
      <Comment comment={sig.comment} hideTags={HIDE_TAGS} />
      {hasComment(sig.comment) && (showTypes || showParams || showReturn) && <hr className="tsd-divider" />}
      {showTypes && (
        <>
          <Heading className="tsd-type-parameters-title">Type parameters</Heading>
          <TypeParameters params={sig.typeParameter} />
        </>
      )}
      {showParams && (
        <>
          <Heading className="tsd-parameters-title">Parameters</Heading>
          <ul className="tsd-parameters">
            {sig.parameters?.map((param) => (
              <li key={param.id}>
                <div>
                  <FieldHeading field={param} />
                  <Comment comment={param.comment} />
                </div>
                {inlineObjects(param.type).map((declaration) => (
                  <Fields key={declaration.id} declaration={declaration} />
                ))}
              </li>
            ))}
          </ul>
        </>
      )}
      {showReturn && (
        <>
          <Heading className="tsd-returns-title">
            Returns <Type type={sig.type} />
          </Heading>
          <Comment comment={returnsComment(sig.comment)} />
          <Parameter param={extractDeclarationFromType(sig.type)} />
        </>
      )}
    </>
  );
}

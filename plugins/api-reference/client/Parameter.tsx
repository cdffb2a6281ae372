/**
 * Stands in for docusaurus-plugin-typedoc-api's Parameter (a webpack alias of the plugin's
 * lib/components/Parameter.js, see ../aliases.ts): the members of an object type (of a
 * parameter, a return type or an index signature) as a list, with the signatures of
 * function-typed ones. It renders upstream's markup with one difference: the headings of
 * the members are `h5` only at upstream's depth (under a member's h3 and h4); inside the
 * Callable and Indexable panels Reflection.tsx raises them through HeadingOffset
 * (./headings.ts), so that a page's headings skip no level.
 */
import React from 'react';
import {useMinimalLayout} from 'docusaurus-plugin-typedoc-api/lib/hooks/useMinimalLayout';
import {Comment} from 'docusaurus-plugin-typedoc-api/lib/components/Comment';
import {Flags} from 'docusaurus-plugin-typedoc-api/lib/components/Flags';
import {Icon} from 'docusaurus-plugin-typedoc-api/lib/components/Icon';
import {MemberSignatures} from 'docusaurus-plugin-typedoc-api/lib/components/MemberSignatures';
import {MemberSignatureTitle} from 'docusaurus-plugin-typedoc-api/lib/components/MemberSignatureTitle';
import {extractDeclarationFromType, Type} from 'docusaurus-plugin-typedoc-api/lib/components/Type';
import type {TSDDeclarationReflection, TSDSignatureReflection} from 'docusaurus-plugin-typedoc-api/lib/types';
import type {JSONOutput} from 'typedoc';
import {useHeading} from './headings';
// Ours, like this file: circular, as upstream's two are (both are used only when rendering).
import {hasSigBody, MemberSignatureBody} from './MemberSignatureBody';

const Rest = ({flags}: {flags?: JSONOutput.ReflectionFlags}): JSX.Element | null =>
  flags?.isRest ? <span className="tsd-signature-symbol">...</span> : null;

/** A getter's or setter's entry: `get name(): Type` or `set name(value: Type): Type`. */
function Accessor({sig, kind}: {sig: JSONOutput.SignatureReflection; kind: 'get' | 'set'}): JSX.Element {
  const Heading = useHeading(5);
  return (
    <li className="tsd-parameter">
      <Heading>
        <Flags flags={sig.flags} />
        <span className="tsd-signature-symbol">{`${kind} `}</span>
        {sig.name}
        {kind === 'get' ? (
          <span className="tsd-signature-symbol">(): </span>
        ) : (
          <>
            <span className="tsd-signature-symbol">(</span>
            {sig.parameters?.map((p, i) => (
              <span key={p.id}>
                {i > 0 && ', '}
                {p.name}
                <span className="tsd-signature-symbol">: </span>
                {p.type ? <Type type={p.type} /> : 'any'}
              </span>
            ))}
            <span className="tsd-signature-symbol">): </span>
          </>
        )}
        <Type type={sig.type} />
      </Heading>
      <Comment comment={sig.comment} />
    </li>
  );
}

/** One member of the object: a function, a typed property, or its getter and setter. */
function ParameterChild({param}: {param: TSDDeclarationReflection}): JSX.Element {
  const Heading = useHeading(5);
  const optional = <span className="tsd-signature-symbol">{param.flags?.isOptional && '?'}: </span>;
  if (param.signatures && param.signatures.length > 0) {
    return (
      <li className="tsd-parameter">
        <Heading>
          <Rest flags={param.flags} />
          {param.name}
          {optional}
          function
        </Heading>
        <MemberSignatures sigs={param.signatures} />
      </li>
    );
  }
  if (param.type) {
    return (
      <li className="tsd-parameter">
        <Heading>
          <Flags flags={param.flags} />
          <Rest flags={param.flags} />
          {param.name}
          {optional}
          <Type type={param.type} />
        </Heading>
        <Comment comment={param.comment} />
        {param.children?.map((child) => (
          <Parameter key={child.id} param={child} />
        ))}
        <Parameter param={extractDeclarationFromType(param.type)} />
      </li>
    );
  }
  return (
    <>
      {param.getSignature && <Accessor kind="get" sig={param.getSignature} />}
      {param.setSignature && <Accessor kind="set" sig={param.setSignature} />}
    </>
  );
}

/** The call signatures of a function type: their titles, then their bodies if any has one. */
function Signatures({sigs}: {sigs: TSDSignatureReflection[]}): JSX.Element {
  const minimal = useMinimalLayout();
  return (
    <li className="tsd-parameter-signature">
      <ul className="tsd-signatures">
        {sigs.map((sig) => (
          <li key={sig.id} className="tsd-signature tsd-kind-icon">
            <Icon reflection={sig} />
            <MemberSignatureTitle hideName sig={sig} />
          </li>
        ))}
      </ul>
      {sigs.some((sig) => hasSigBody(sig, minimal, true)) && (
        <ul className="tsd-descriptions">
          {sigs.map((sig) => (
            <li key={sig.id} className="tsd-description">
              <MemberSignatureBody hideSources sig={sig} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function IndexSignature({sig}: {sig: JSONOutput.SignatureReflection}): JSX.Element {
  const Heading = useHeading(5);
  return (
    <li className="tsd-parameter-index-signature">
      <Heading>
        <span className="tsd-signature-symbol">[</span>
        {sig.parameters?.map((p) => (
          <span key={p.id}>
            <Rest flags={p.flags} />
            {p.name} <Type type={p.type} />
          </span>
        ))}
        <span className="tsd-signature-symbol">]: </span>
        <Type type={sig.type} />
      </Heading>
      <Comment comment={sig.comment} />
      <Parameter param={extractDeclarationFromType(sig)} />
    </li>
  );
}

export function Parameter({param}: {param?: TSDDeclarationReflection}): JSX.Element | null {
  const minimal = useMinimalLayout();
  if (!param || minimal) return null;
  return (
    <ul className="tsd-parameters">
      {param.signatures && param.signatures.length > 0 && <Signatures sigs={param.signatures} />}
      {param.indexSignature && <IndexSignature sig={param.indexSignature} />}
      {param.children?.map((child) => (
        <ParameterChild key={child.id} param={child} />
      ))}
    </ul>
  );
}

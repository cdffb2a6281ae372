/**
 * The messages a release of chayns-api can throw or log, read from the JavaScript of its installed
 * package (`dist/**\/*.js`, the ESM and the CommonJS build alike) with the TypeScript parser, so that
 * the errors guide of each docs version is checked against the code that readers run.
 *
 * What counts as a message, and how its text is read:
 *
 * - an error object the code creates: `new Error(text)`, `new TypeError(text)`, any constructor
 *   whose name ends in `Error`, with or without `new`, whether it is thrown, rejected or handed on
 *   (a result's `error`); for a class of the file that extends an error class, the text its
 *   constructor passes to `super(text)`;
 * - a rejection or a throw of text itself: `Promise.reject(text)`, `reject(text)` (a promise
 *   executor's second parameter), `throw text`;
 * - `console.error(...)` and `console.warn(...)`: the arguments as the console prints them, joined
 *   by a space, the values that are not text written as placeholders.
 *
 * Text is a string literal, a template literal, or a `+` concatenation with at least one of them.
 * Each part that is not text (`${res.status}`, `'Remote entry ' + entry`) becomes a placeholder
 * named after the last identifier of its expression: `{status}`, `{entry}`; entries may name their
 * placeholders differently, since messages are compared by their literal parts (messageKey).
 *
 * Left out, and listed apart:
 *
 * - **The helper rule.** Code that the transpiler inlined rather than the library wrote: a top-level
 *   function declaration named `_` plus the name of one of Babel's helpers (`_toPrimitive`,
 *   `_defineProperty`, ...; the list comes from `@babel/helpers`, the package Babel takes them from;
 *   a bundler's numeric or `$n` suffix is allowed). Its messages are the helper's, for every library
 *   Babel compiles, and never tell a reader about chayns-api.
 * - **Pass-through sites**: a console call or an error whose arguments carry no text of the library's
 *   own (`console.error(error, errorInfo)`, `new Error(message)`): what it prints is text that came
 *   from elsewhere, so there is nothing of the library's to look up. A guide may explain them in prose.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {list as babelHelperNames} from '@babel/helpers';

/** How a message reaches the reader. */
export type MessageKind = 'throw' | 'reject' | 'error' | 'console.error' | 'console.warn';

export interface MessageSite {
  /** The file, relative to the package root (`dist/esm/hooks/context.js`). */
  file: string;
  /** 1-based line. */
  line: number;
  kind: MessageKind;
}

export interface ExtractedMessage {
  /** The message with placeholders: `call {call} not implement in app`. */
  text: string;
  /** The literal parts between the placeholders (messageKey joins them). */
  literals: string[];
  /** Every place that produces it, in file order. */
  sites: MessageSite[];
}

export interface Extraction {
  /** Distinct messages, in the order of their first site (files sorted by path). */
  messages: ExtractedMessage[];
  /** Console calls and errors without text of the library's own. */
  passThrough: MessageSite[];
  /** Messages left out by the helper rule, with the helper's name. */
  helpers: (MessageSite & {helper: string; text: string})[];
}

/** A message's text split into literal parts and placeholders. */
type Part = {literal: string} | {placeholder: string};

const HELPERS = new Set(babelHelperNames);
const PLACEHOLDER = /\{[^{}]*\}/g;
/** A class name that ends in `Error` (`isTrustedDomainsError(x)` is a function, not an error class). */
const ERROR_CLASS = /^(?:[A-Z]\w*)?Error$/;

/** The name of the Babel helper a top-level function declaration is, if any (`_toPrimitive` -> `toPrimitive`). */
export function babelHelperOf(functionName: string): string | undefined {
  const match = /^_([A-Za-z]\w*?)(?:\d+|\$\d+)?$/.exec(functionName);
  return match && HELPERS.has(match[1]) ? match[1] : undefined;
}

/** What a message is compared by: its literal parts, each placeholder reduced to `{}`. */
export function messageKey(text: string): string {
  return text.replace(PLACEHOLDER, '{}');
}

/** The name of the last identifier of an expression (`res.status` -> `status`), for a placeholder. */
function placeholderName(node: ts.Expression): string {
  let current: ts.Node = node;
  for (;;) {
    if (ts.isIdentifier(current) || ts.isPrivateIdentifier(current)) return current.text;
    if (ts.isPropertyAccessExpression(current)) return current.name.text;
    if (current.kind === ts.SyntaxKind.ThisKeyword) return 'this';
    if (
      ts.isParenthesizedExpression(current) ||
      ts.isAwaitExpression(current) ||
      ts.isNonNullExpression(current) ||
      ts.isTypeOfExpression(current)
    )
      current = current.expression;
    else if (ts.isElementAccessExpression(current) || ts.isCallExpression(current)) current = current.expression;
    else return 'value';
  }
}

/** The parts of an expression that is text, or undefined when it is no text of the code's own. */
function textParts(node: ts.Expression): Part[] | undefined {
  if (ts.isParenthesizedExpression(node)) return textParts(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{literal: node.text}];
  if (ts.isTemplateExpression(node)) {
    const parts: Part[] = [{literal: node.head.text}];
    for (const span of node.templateSpans) {
      parts.push(...(textParts(span.expression) ?? [{placeholder: placeholderName(span.expression)}]));
      parts.push({literal: span.literal.text});
    }
    return parts;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = textParts(node.left);
    const right = textParts(node.right);
    if (!left && !right) return undefined;
    return [
      ...(left ?? [{placeholder: placeholderName(node.left)}]),
      ...(right ?? [{placeholder: placeholderName(node.right)}]),
    ];
  }
  return undefined;
}

function toMessage(parts: Part[]): {text: string; literals: string[]} {
  const literals: string[] = [''];
  let text = '';
  for (const part of parts) {
    if ('literal' in part) {
      text += part.literal;
      literals[literals.length - 1] += part.literal;
    } else {
      text += `{${part.placeholder}}`;
      literals.push('');
    }
  }
  return {text, literals};
}

/** `console.error` / `console.warn`, else undefined. */
function consoleMethod(call: ts.CallExpression): 'console.error' | 'console.warn' | undefined {
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  if (callee.expression.text !== 'console') return undefined;
  return callee.name.text === 'error' ? 'console.error' : callee.name.text === 'warn' ? 'console.warn' : undefined;
}

/** `Promise.reject(x)` or `reject(x)`. */
function isRejection(call: ts.CallExpression): boolean {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'reject';
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'Promise' &&
    callee.name.text === 'reject'
  );
}

/** The name of an error constructor (`Error`, `TypeError`, `TrustedDomainsError`) that a call or `new` invokes. */
function errorConstructor(node: ts.NewExpression | ts.CallExpression): string | undefined {
  return ts.isIdentifier(node.expression) && ERROR_CLASS.test(node.expression.text) ? node.expression.text : undefined;
}

/** How an error object created at `node` reaches the reader: thrown, rejected, or handed on as a value. */
function kindOfErrorAt(node: ts.Node): MessageKind {
  let parent = node.parent;
  while (ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (ts.isThrowStatement(parent)) return 'throw';
  if (ts.isCallExpression(parent) && isRejection(parent)) return 'reject';
  return 'error';
}

/** The classes a file declares that extend an error class: their messages are their `super(...)` calls. */
function errorClassesOf(source: ts.SourceFile): Set<string> {
  const classes = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isClassLike(node) && node.name) {
      const extendsError = node.heritageClauses?.some(
        (clause) =>
          clause.token === ts.SyntaxKind.ExtendsKeyword &&
          clause.types.some((type) => ts.isIdentifier(type.expression) && ERROR_CLASS.test(type.expression.text)),
      );
      if (extendsError) classes.add(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return classes;
}

/** Whether a `super(...)` call sits in the constructor of a class that extends an error class. */
function isErrorSuperCall(call: ts.CallExpression): boolean {
  if (call.expression.kind !== ts.SyntaxKind.SuperKeyword) return false;
  let node: ts.Node = call;
  while (!ts.isConstructorDeclaration(node)) {
    if (ts.isSourceFile(node)) return false;
    node = node.parent;
  }
  const owner = node.parent;
  return (
    ts.isClassLike(owner) &&
    (owner.heritageClauses ?? []).some((clause) =>
      clause.types.some((type) => ts.isIdentifier(type.expression) && ERROR_CLASS.test(type.expression.text)),
    )
  );
}

interface FileMessages {
  found: {text: string; literals: string[]; site: MessageSite}[];
  passThrough: MessageSite[];
  helpers: Extraction['helpers'];
}

/**
 * Words without which a file has no site of the rules above (an error class's name ends in `Error`), so
 * that a file without any of them is not parsed: most files of a package have none.
 */
const CANDIDATE = /Error|console|reject|throw/;

/** The messages of one JavaScript file of a package. */
export function extractFromSource(file: string, code: string): FileMessages {
  if (!CANDIDATE.test(code)) return {found: [], passThrough: [], helpers: []};
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const errorClasses = errorClassesOf(source);
  const result: FileMessages = {found: [], passThrough: [], helpers: []};
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

  const visit = (node: ts.Node, helper: string | undefined) => {
    let inHelper = helper;
    if (ts.isFunctionDeclaration(node) && node.parent === source && node.name) {
      inHelper = babelHelperOf(node.name.text);
    }
    const add = (kind: MessageKind, parts: Part[] | undefined, at: ts.Node) => {
      const site = {file, line: lineOf(at), kind};
      if (!parts) {
        if (!inHelper) result.passThrough.push(site);
        return;
      }
      const message = toMessage(parts);
      if (inHelper) result.helpers.push({...site, helper: inHelper, text: message.text});
      else result.found.push({...message, site});
    };

    if (ts.isNewExpression(node) || ts.isCallExpression(node)) {
      const constructorName = errorConstructor(node);
      const [first] = node.arguments ?? [];
      const parts = first ? textParts(first) : undefined;
      if (constructorName) {
        // An error class of this file supplies its own text through super(); its arguments are values.
        if (parts || !errorClasses.has(constructorName)) add(kindOfErrorAt(node), parts, node);
      } else if (ts.isCallExpression(node) && isErrorSuperCall(node)) {
        add('error', parts, node);
      } else if (ts.isCallExpression(node) && consoleMethod(node)) {
        const args = node.arguments.map((arg) => textParts(arg));
        const printed = args.some(Boolean)
          ? args.flatMap((argParts, index) => [
              ...(index > 0 ? [{literal: ' '}] : []),
              ...(argParts ?? [{placeholder: placeholderName(node.arguments[index])}]),
            ])
          : undefined;
        add(consoleMethod(node)!, printed, node);
      } else if (ts.isCallExpression(node) && isRejection(node) && parts) {
        add('reject', parts, node);
      }
    } else if (ts.isThrowStatement(node) && node.expression) {
      const parts = textParts(node.expression);
      if (parts) add('throw', parts, node);
    }
    ts.forEachChild(node, (child) => visit(child, inHelper));
  };
  visit(source, undefined);
  return result;
}

/** Every `.js` file below `dir`, relative to `root`, sorted. */
function javascriptFiles(root: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.(c|m)?js$/.test(file))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .sort();
}

/** Merges the messages of several files: one per distinct message (messageKey), with all its sites. */
export function mergeFiles(files: FileMessages[]): Extraction {
  const byKey = new Map<string, ExtractedMessage>();
  const extraction: Extraction = {messages: [], passThrough: [], helpers: []};
  for (const file of files) {
    for (const {text, literals, site} of file.found) {
      const known = byKey.get(messageKey(text));
      if (known) known.sites.push(site);
      else {
        const message = {text, literals, sites: [site]};
        byKey.set(messageKey(text), message);
        extraction.messages.push(message);
      }
    }
    extraction.passThrough.push(...file.passThrough);
    extraction.helpers.push(...file.helpers);
  }
  return extraction;
}

/** The messages of an installed package: every `.js` file below its `dist` folder. */
export function extractFromPackage(packageRoot: string, dir = 'dist'): Extraction {
  const files = javascriptFiles(packageRoot, dir);
  if (files.length === 0) throw new Error(`error-reference: no JavaScript below ${path.join(packageRoot, dir)}.`);
  return mergeFiles(
    files.map((file) => extractFromSource(file, fs.readFileSync(path.join(packageRoot, file), 'utf8'))),
  );
}

/**
 * The rule that turns the runs of an export in one face (signed in and as a visitor) into the state a
 * reader sees, with its evidence. One run's state:
 *
 * - throws: it threw at once, or its promise rejected (a hook: while rendering, or unhandled while shown);
 * - works with a limit, too: a hook whose cleanup rejects unhandled when its component unmounts;
 * - works with a limit: it reached a host, but some fields of the options it was passed reached none;
 * - depends on the host: the probe says what the call does is the host's decision (a custom function,
 *   a call type only the host knows), and the run neither threw nor did nothing;
 * - works: it reached a host (a promise that waits for the host's answer counts), or it answered
 *   without contacting one and without saying it is not implemented;
 * - never settles: its promise did not settle, and it had reached nothing it could be waiting for;
 * - does nothing: it reached no host, answered nothing (`undefined`, or `-1` for a listener id), and the
 *   library said the call is not implemented or not supported there.
 *
 * The face's state is the runs' state when both agree. When one user works and the other does not,
 * it is "works with a limit" and the evidence says who it fails for; otherwise the signed-in run's.
 */
import {HOST_FACES, type HostFace} from '../../src/components/SimulatedHost/meta';
import type {FaceSupport, Outcome, Run, SupportState} from '../../src/components/HostState/records';

/** The library's words for a call it leaves out (the app web view's and the iframe's wrappers). */
const NOT_IMPLEMENTED = /not implement|not supported/i;

/** Who answers in each face: the host's functions, the parent page's, the app. */
const ANSWERER: Record<HostFace, string> = {module: 'the host', iframe: 'the parent page', app: 'the app'};

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const code = (name: string) => `\`${name}\``;

/**
 * What the run reached, as words, grouped by who answers: "Reaches app call 9", "Reaches the parent
 * page's `getAccessToken` and a request to sub54.tobit.com/…".
 */
function reachText(run: Run, face: HostFace): string {
  const hosts = run.reached.flatMap((contact) => ('host' in contact ? [code(contact.host)] : []));
  const apps = run.reached.flatMap((contact) => ('app' in contact ? [String(contact.app)] : []));
  const requests = run.reached.flatMap((contact) =>
    'request' in contact ? [contact.request.replace(/^https?:\/\//, '')] : [],
  );
  const groups = [
    hosts.length ? `${ANSWERER[face]}'s ${list(hosts)}` : '',
    apps.length ? `app call${apps.length > 1 ? 's' : ''} ${list(apps)}` : '',
    requests.length ? `${requests.length > 1 ? 'requests' : 'a request'} to ${list(requests)}` : '',
  ].filter(Boolean);
  return `Reaches ${list(groups)}`;
}

/**
 * A thrown error in words, with its article: "a TypeError: the app web view's wrapper has no
 * `openMedia`" (a missing function of the library's wrapper is named as such), "an Error: no text".
 */
export function errorText(error: string, face: HostFace): string {
  const colon = error.indexOf(': ');
  const name = colon > 0 && /^\w+$/.test(error.slice(0, colon)) ? error.slice(0, colon) : 'Error';
  const message = colon > 0 && name === error.slice(0, colon) ? error.slice(colon + 2) : error;
  const missing = /\.functions\.(\w+) is not a function/.exec(message)?.[1];
  const where = face === 'app' ? "the app web view's wrapper" : face === 'iframe' ? "the iframe's wrapper" : 'the host';
  const said = missing ? `${where} has no \`${missing}\`` : message;
  return `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}: ${said}`;
}

function valueText(value: string): string {
  return value === 'undefined' || value === '-1' || value.startsWith('{') ? `\`${value}\`` : value;
}

/** How the run answered, as the start of a sentence: "Returns `undefined`", "Resolves with a number". */
function answerText(outcome: Extract<Outcome, {value: string}>): string {
  return outcome.kind === 'resolved'
    ? `Resolves with ${valueText(outcome.value)}`
    : `Returns ${valueText(outcome.value)}`;
}

function effectsText(effects: string[] | undefined): string {
  return effects?.length ? `; ${list(effects)}` : '';
}

/** An answer that says nothing: `undefined`, or `-1` for a listener's id. */
function isNothing(outcome: Outcome): outcome is Extract<Outcome, {kind: 'returned' | 'resolved'}> {
  return (
    (outcome.kind === 'returned' || outcome.kind === 'resolved') &&
    (outcome.value === 'undefined' || outcome.value === '-1')
  );
}

/** The state of one run and its evidence. */
export function classifyRun(run: Run, face: HostFace, decidedByHost?: string): FaceSupport {
  const {outcome} = run;
  if (outcome.kind === 'threw') {
    return {state: 'throws', evidence: `Throws ${errorText(outcome.error, face)} (at once).`};
  }
  if (outcome.kind === 'rejected' && outcome.during === 'cleanup') {
    // The hook worked while its component was shown; its cleanup fails unhandled.
    const shown = run.reached.length > 0 ? reachText(run, face) : 'Reaches no host';
    return {
      state: decidedByHost ? 'host' : 'limited',
      evidence: `${shown}; when its component unmounts, its cleanup rejects unhandled with ${errorText(outcome.error, face)}.`,
    };
  }
  if (outcome.kind === 'rejected') {
    const before = run.reached.length > 0 ? `${reachText(run, face)}, then rejects` : 'Rejects';
    return {state: 'throws', evidence: `${before} with ${errorText(outcome.error, face)}.`};
  }
  if (run.expected && !run.expected.seen) {
    const reached = run.reached.length > 0 ? `${reachText(run, face)}, but` : 'Reaches nothing, and';
    return {state: 'nothing', evidence: `${reached} ${run.expected.otherwise}.`};
  }
  const said = run.said?.find((text) => NOT_IMPLEMENTED.test(text));
  if (run.reached.length === 0 && said && isNothing(outcome)) {
    return {
      state: 'nothing',
      evidence: `Reaches nothing: the library logs "${said}". ${answerText(outcome)}.`,
    };
  }
  if (run.reached.length > 0 && run.notPassed?.length) {
    const passed = (run.fields ?? []).filter((field) => !run.notPassed!.includes(field));
    return {
      state: decidedByHost ? 'host' : 'limited',
      evidence: `${reachText(run, face)} with ${passed.length ? `${list(passed.map(code))} only` : 'none of the fields passed'}: ${list(
        run.notPassed.map(code),
      )} ${run.notPassed.length === 1 ? 'is' : 'are'} not passed on.${decidedByHost ? ` ${decidedByHost}` : ''}`,
    };
  }
  let evidence: string;
  if (outcome.kind === 'started') {
    evidence =
      run.reached.length > 0
        ? `${reachText(run, face)} and renders its children.`
        : 'Renders its children without reaching a host.';
  } else if (run.reached.length > 0) {
    evidence = `${reachText(run, face)}${outcome.kind === 'pending' ? ' and waits for its answer' : ''}.`;
  } else if (outcome.kind === 'pending') {
    // Nothing it reached could answer it.
    return {state: 'pending', evidence: 'Returns a promise that never settles, without reaching any host.'};
  } else {
    evidence = `${answerText(outcome)} without reaching a host${effectsText(run.effects)}.`;
  }
  if (decidedByHost) return {state: 'host', evidence: `${evidence} ${decidedByHost}`};
  return {state: 'works', evidence};
}

const WORKING = new Set<SupportState>(['works', 'limited', 'host']);

/** The state of a face from its signed-in and visitor runs. */
export function classifyFace(runs: {signedIn: Run; visitor: Run}, face: HostFace, decidedByHost?: string): FaceSupport {
  const signedIn = classifyRun(runs.signedIn, face, decidedByHost);
  const visitor = classifyRun(runs.visitor, face, decidedByHost);
  if (signedIn.state === visitor.state && signedIn.evidence === visitor.evidence) return signedIn;
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const both = `Signed in: ${lower(signedIn.evidence)} As a visitor: ${lower(visitor.evidence)}`;
  if (signedIn.state === visitor.state) return {state: signedIn.state, evidence: both};
  const works = [signedIn, visitor].filter((support) => WORKING.has(support.state));
  if (works.length === 1) return {state: 'limited', evidence: both};
  if (works.length === 2) {
    // Both work, one of them with a limit or as the host decides: the less certain state.
    const state = signedIn.state === 'works' ? visitor.state : signedIn.state;
    return {state, evidence: both};
  }
  return {state: signedIn.state, evidence: both};
}

/** The support of every face. */
export function classifyRecord(
  runs: Record<HostFace, {signedIn: Run; visitor: Run}>,
  decidedByHost?: string,
): Record<HostFace, FaceSupport> {
  return Object.fromEntries(HOST_FACES.map((face) => [face, classifyFace(runs[face], face, decidedByHost)])) as Record<
    HostFace,
    FaceSupport
  >;
}

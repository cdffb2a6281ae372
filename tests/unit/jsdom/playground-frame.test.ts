/**
 * The playground's preview frame (src/components/Playground/frame) runs an example in the visible
 * simulated host of each face: the host calls it makes are posted to the page, a dialog shows up as a
 * `<dialog>` whose buttons answer the app, and a component that throws is reported where it threw.
 * Runs in jsdom, with the frame's messages collected instead of posted.
 */
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {FrameMessage, PlaygroundRun} from '../../../src/components/Playground/protocol';
import type {HostFace} from '../../../src/components/SimulatedHost/meta';

type Frame = typeof import('../../../src/components/Playground/frame');
let frame: Frame;
let cleanupDom: () => void;

before(async () => {
  const {default: globalJsdom} = await import('global-jsdom');
  cleanupDom = globalJsdom('<!doctype html><html lang="en"><head></head><body></body></html>', {
    url: 'https://bakery.chayns.site/',
    pretendToBeVisual: true,
  });
  // Events made for the page must be the page's (chayns-api's iframe path dispatches some).
  Object.assign(globalThis, {Event: window.Event, CustomEvent: window.CustomEvent});
  frame = await import('../../../src/components/Playground/frame');
});

after(() => cleanupDom());

/** An example as the page hands it over: compiled to CommonJS. */
const ASK = `"use strict";
Object.defineProperty(exports, "__esModule", {value: true});
const react = require("react");
const jsx = require("react/jsx-runtime");
const chayns = require("chayns-api");
const {label} = require("./label");
function Ask() {
  const [answer, setAnswer] = react.useState("none");
  const ask = () => chayns.createDialog({type: "confirm", text: "Order rolls?"}).open().then((r) => setAnswer(String(r.buttonType)));
  return jsx.jsxs("div", {children: [
    jsx.jsx("button", {type: "button", onClick: ask, children: label}),
    jsx.jsx("p", {children: "Answer: " + answer})
  ]});
}
exports.default = Ask;`;

const LABEL = `"use strict";
Object.defineProperty(exports, "__esModule", {value: true});
exports.label = "Ask";`;

const BROKEN = `"use strict";
Object.defineProperty(exports, "__esModule", {value: true});
function Broken() { throw new Error("Out of rolls"); }
exports.default = Broken;`;

function runOf(face: HostFace, files: Record<string, string>): PlaygroundRun {
  return {
    runId: `test-${face}`,
    files,
    entry: '/example.jsx',
    kind: 'component',
    face,
    signedIn: true,
    colorMode: 'light',
    screen: 'desktop',
  };
}

async function until<T>(find: () => T | null | undefined, what: string, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function start(run: PlaygroundRun) {
  const messages: FrameMessage[] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const running = frame.startFrame(run, {post: (message) => messages.push(message), container});
  return {messages, container, running};
}

describe('the playground frame', () => {
  for (const face of ['module', 'iframe', 'app'] as const) {
    it(`shows the confirm dialog an example opens in the ${face} face and answers it with the pressed button`, async () => {
      const {messages, container, running} = start(runOf(face, {'/example.jsx': ASK, '/label.js': LABEL}));
      try {
        await running.finished;
        const button = await until(
          () => Array.from(container.querySelectorAll('button')).find((b) => b.textContent === 'Ask'),
          'the example',
        );
        button.click();
        const dialog = await until(() => container.querySelector('dialog'), 'the dialog');
        assert.match(dialog.textContent ?? '', /Order rolls\?/);
        assert.ok(dialog.getAttribute('aria-labelledby'), 'the dialog is named by its heading');
        const call = messages.find((m) => m.type === 'call' && m.name === 'openDialog');
        assert.ok(call && call.type === 'call', 'the openDialog call is posted');
        assert.match(call.args, /confirm/);
        const ok = Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'OK');
        assert.ok(ok, 'the dialog has an OK button');
        ok.click();
        await until(() => container.textContent?.includes('Answer: 1'), 'the app to get buttonType 1');
        assert.equal(container.querySelector('dialog'), null, 'the dialog is gone');
        const answer = await until(
          () => messages.find((m) => m.type === 'answer' && m.id === call.id),
          'the posted answer',
        );
        assert.ok(answer.type === 'answer');
        assert.match(answer.value, /buttonType: 1/);
        assert.ok(messages.every((m) => m.runId === `test-${face}` && m.source === 'chayns-playground'));
        assert.ok(messages.some((m) => m.type === 'done'));
      } finally {
        running.stop();
        container.remove();
      }
    });
  }

  it('reports a component that throws while rendering, with its component stack', async () => {
    const {messages, container, running} = start(runOf('module', {'/example.jsx': BROKEN}));
    try {
      await running.finished;
      const error = messages.find((m) => m.type === 'error' && m.where === 'render');
      assert.ok(error && error.type === 'error', 'a render error is posted');
      assert.match(error.message, /Out of rolls/);
      assert.match(error.componentStack ?? '', /Broken/);
      assert.match(container.textContent ?? '', /Out of rolls/);
    } finally {
      running.stop();
      container.remove();
    }
  });

  it('names a module the example imports but the frame does not have', async () => {
    const source = `"use strict";\nrequire("left-pad");\nexports.default = () => null;`;
    const {messages, running} = start(runOf('module', {'/example.jsx': source}));
    try {
      await running.finished;
      const error = messages.find((m) => m.type === 'error' && m.where === 'module');
      assert.ok(error && error.type === 'error');
      assert.match(error.message, /Cannot find module 'left-pad' imported by \/example\.jsx/);
    } finally {
      running.stop();
    }
  });

  it('shows values as text without throwing on cycles and names functions', () => {
    const value: Record<string, unknown> = {text: 'a', when: new Date(0), run: function order() {}};
    value.self = value;
    assert.equal(
      frame.show([value]),
      '[{text: "a", when: 1970-01-01T00:00:00.000Z, run: [function order], self: [cycle]}]',
    );
  });
});

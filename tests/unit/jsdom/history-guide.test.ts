/**
 * The history layer guide's bakery app, clicked through both levels of its navigation in the simulated
 * host (the iframe face, where the app's own root takes the history): each step shows its heading and
 * writes its address, and the browser's back button walks the same way in reverse. check:samples runs
 * the guide's samples as it runs every sample (each button once); this follows one reader's path.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';
import {collectSamples, WORK_DIR, writeSamples} from '../../../scripts/check-code-samples';

const GUIDE = 'docs/history-layer.mdx';
const DIR = path.join(WORK_DIR, '..', 'history-guide-test');

describe('the history layer guide', () => {
  let stop: () => void = () => undefined;
  before(async () => {
    const {default: globalJsdom} = await import('global-jsdom');
    globalJsdom('<!doctype html><html lang="en"><head></head><body></body></html>', {
      url: 'https://bakery.chayns.site/',
      pretendToBeVisual: true,
    });
    Object.assign(globalThis, {
      Event: window.Event,
      CustomEvent: window.CustomEvent,
      PopStateEvent: window.PopStateEvent,
    });
  });
  after(() => stop());

  it('clicks from the list to a product and a step of it and back, with the address and the back button following', async () => {
    const React = await import('react');
    const {render, screen, fireEvent, act, waitFor} = await import('@testing-library/react');
    const {createSimulatedHost} = await import('../../../src/components/SimulatedHost');
    const {serveHostToFrame} = await import('../../../src/components/SimulatedHost/frame');
    const samples = collectSamples().filter((sample) => sample.file === GUIDE && /title="src\//.test(sample.meta));
    assert.ok(samples.length >= 3, `the guide's titled samples (${samples.length})`);
    const written = writeSamples(samples, DIR);
    const appFile = [...written.keys()].find((file) => file.endsWith(`${path.sep}src${path.sep}App.tsx`));
    assert.ok(appFile, 'src/App.tsx');
    const host = createSimulatedHost();
    stop = serveHostToFrame(host);
    const {default: App} = require(appFile) as {default: React.ComponentType};
    render(React.createElement(App));

    const heading = async (name: string) => {
      await waitFor(() => assert.ok(screen.getByRole('heading', {name}), name));
    };
    const click = async (name: string) => {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', {name}));
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    };

    await heading('Products');
    await click('Open Rye bread');
    await heading('Rye bread');
    assert.equal(window.location.pathname, '/rye');
    await click('Show ingredients');
    await heading('Ingredients of Rye bread');
    assert.equal(window.location.pathname, '/rye/ingredients');
    await click('Back to Rye bread');
    await heading('Rye bread');
    await click('Back to the list');
    await heading('Products');
    assert.equal(window.location.pathname, '/');
    // The browser's back button: the entries the app wrote, in reverse.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await heading('Rye bread');
    assert.equal(window.location.pathname, '/rye');
  });
});

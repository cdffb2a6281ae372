/**
 * What the preview frame's bundle has in place of `react-dom/server` (esbuild
 * `--alias:react-dom/server=./src/components/Playground/frame/reactDomServer.ts`): chayns-api
 * imports it only to share it with remote modules it loads by module federation, which cannot load
 * in the frame (it has no network). Server rendering does not happen in a browser preview; these
 * functions say so instead of bringing 70 KB of server renderer into every "Try it".
 */
import {version as reactVersion} from 'react';

const unavailable = (name: string) => (): never => {
  throw new Error(
    `react-dom/server's ${name} does not run in the playground's preview (it renders in the browser only).`,
  );
};

export const renderToString = unavailable('renderToString');
export const renderToStaticMarkup = unavailable('renderToStaticMarkup');
export const renderToReadableStream = unavailable('renderToReadableStream');
export const renderToPipeableStream = unavailable('renderToPipeableStream');
export const renderToNodeStream = unavailable('renderToNodeStream');
export const renderToStaticNodeStream = unavailable('renderToStaticNodeStream');
export {version} from 'react';

export default {
  renderToString,
  renderToStaticMarkup,
  renderToReadableStream,
  renderToPipeableStream,
  renderToNodeStream,
  renderToStaticNodeStream,
  version: reactVersion,
};

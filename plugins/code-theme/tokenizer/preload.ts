/**
 * Client module: once the first page has loaded, fetches the tokenizer (./client.ts) in idle time,
 * then builds its grammars one per idle period (a short task each), so that a client-side
 * navigation finds both ready and builds its blocks highlighted at once, without building the
 * grammars between the click and the paint (bench/report.md, "Long guides"). Left out on a slow
 * or data-saving connection, like link prefetching (plugins/startup); a navigation there loads it
 * when a block needs it.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadTokenizer, prepareGrammars} from '@code-theme/tokenizer';

type NetworkInformation = {effectiveType: string; saveData: boolean};

let scheduled = false;

const preload: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
    if (connection?.saveData || connection?.effectiveType.includes('2g')) return;
    const whenIdle = (callback: () => void) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback);
      else setTimeout(callback, 1);
    };
    const buildGrammars = () => {
      if (prepareGrammars()) whenIdle(buildGrammars);
    };
    whenIdle(() => void loadTokenizer().then(() => whenIdle(buildGrammars)));
  },
};

export default preload;

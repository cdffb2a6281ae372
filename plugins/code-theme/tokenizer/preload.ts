/**
 * Client module: once the first page has loaded, fetches the tokenizer (./client.ts) in idle time,
 * so that a client-side navigation finds it ready and builds its blocks highlighted at once. Left
 * out on a slow or data-saving connection, like link prefetching (plugins/startup); a navigation
 * there loads it when a block needs it.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadTokenizer} from '@code-theme/tokenizer';

type NetworkInformation = {effectiveType: string; saveData: boolean};

let scheduled = false;

const preload: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
    if (connection?.saveData || connection?.effectiveType.includes('2g')) return;
    const load = () => void loadTokenizer();
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load);
    else setTimeout(load, 1);
  },
};

export default preload;

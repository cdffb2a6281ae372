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
import {isSlowConnection, whenIdle} from '../../shared/idle';

let scheduled = false;

const preload: ClientModule = {
  onRouteDidUpdate() {
    if (scheduled) return;
    scheduled = true;
    if (isSlowConnection()) return;
    const buildGrammars = () => {
      if (prepareGrammars()) whenIdle(buildGrammars);
    };
    whenIdle(() => void loadTokenizer().then(() => whenIdle(buildGrammars)));
  },
};

export default preload;

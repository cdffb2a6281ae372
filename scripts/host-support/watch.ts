/**
 * What the recorder watches while a probe runs, beside what the simulated host records of its own
 * (host functions, app calls, its log): what the library said on the console, unhandled rejections and
 * errors (in its cleanup, when a hook's component unmounts), network requests, scrolling and the
 * listeners it added to the window and the document, and the reads of the chayns API instance (which
 * run.ts counts); and the intervals a run started, which end with it.
 */
import type {HostFace} from '../../src/components/SimulatedHost/meta';
import {describeError, trackListeners} from '../simulated-page';

/** React's own console messages (act, error boundaries), which are not the library's. */
const REACT_NOISE = /^Warning: |The above error occurred|Consider adding an error boundary|^Error: Uncaught \[/;

/** Where the recorder watches the page and the console while a probe runs. */
export class Watch {
  constructor(private readonly face: HostFace) {}
  probing = false;
  said: string[] = [];
  effects: string[] = [];
  requests: {url: string; query: string; body: unknown}[] = [];
  unhandled: string[] = [];
  instanceReads = 0;
  /** Set while a hook's component unmounts: what fails then fails in its cleanup. */
  cleaningUp = false;
  cleanupFailures: string[] = [];
  private stops: (() => void)[] = [];
  private intervals: ReturnType<typeof setInterval>[] = [];

  start(): void {
    const {console: cons} = globalThis;
    const original = {warn: cons.warn, error: cons.error, log: cons.log};
    const note = (args: unknown[]) => {
      if (!this.probing) return;
      const text = args
        .map((arg) => (arg instanceof Error ? describeError(arg) : String(arg)))
        .join(' ')
        .split('\n')[0]
        .slice(0, 160);
      if (!REACT_NOISE.test(text) && !this.said.includes(text)) this.said.push(text);
    };
    cons.warn = (...args: unknown[]) => note(args);
    cons.error = (...args: unknown[]) => note(args);
    cons.log = (...args: unknown[]) => note(args);
    this.stops.push(() => Object.assign(cons, original));

    const onRejection = (reason: unknown) => {
      if (this.probing) (this.cleaningUp ? this.cleanupFailures : this.unhandled).push(describeError(reason));
    };
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      if (this.probing)
        (this.cleaningUp ? this.cleanupFailures : this.unhandled).push(describeError(event.error ?? event.message));
    };
    process.on('unhandledRejection', onRejection);
    window.addEventListener('error', onError);
    this.stops.push(() => {
      process.off('unhandledRejection', onRejection);
      window.removeEventListener('error', onError);
    });

    // Network requests reach a web service that knows nothing: it answers at once with an empty JSON list
    // (the app face answers the app's own start-up requests itself).
    const previousFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input));
      if (this.probing) this.requests.push({url: `${url.origin}${url.pathname}`, query: url.search, body: init?.body});
      return new Response('[]', {status: 200, headers: {'content-type': 'application/json'}});
    }) as typeof fetch;

    // Scrolling the window is an effect of the page.
    const scrolls = {scrollTo: window.scrollTo, scrollBy: window.scrollBy};
    for (const name of ['scrollTo', 'scrollBy'] as const) {
      window[name] = ((...args: unknown[]) => {
        if (this.probing && !this.effects.includes('scrolls the window')) this.effects.push('scrolls the window');
        return (scrolls[name] as (...a: unknown[]) => void)(...args);
      }) as never;
    }
    this.stops.push(() => Object.assign(window, scrolls));
    this.stops.push(() => (globalThis.fetch = previousFetch));

    // Intervals a run starts (the iframe's height checks) end with it.
    const previousInterval = globalThis.setInterval;
    globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
      const id = previousInterval(...args);
      this.intervals.push(id);
      return id;
    }) as typeof setInterval;
    this.stops.push(() => {
      globalThis.setInterval = previousInterval;
      this.intervals.forEach((id) => clearInterval(id));
    });

    this.stops.push(
      trackListeners([window, document], (target, type) => {
        // In an iframe every call listens for the parent page's answer on the window: the channel, no effect.
        if (this.probing && !(this.face === 'iframe' && type === 'message')) {
          const effect = `listens to \`${type}\` on the ${target === window ? 'window' : 'document'}`;
          if (!this.effects.includes(effect)) this.effects.push(effect);
        }
      }),
    );
  }

  stop(): void {
    for (const stop of this.stops.reverse()) stop();
    this.stops = [];
  }
}

/** Options of `Element.checkVisibility()` that Chromium has and TypeScript 5.4's DOM types lack. */
interface CheckVisibilityOptions {
  /** Content skipped by `content-visibility: auto` counts as not visible. */
  contentVisibilityAuto?: boolean;
}

/** What tests put on the page's window (in `addInitScript` and `evaluate`) to observe it. */
interface Window {
  /** Survives client-side navigation, and is gone after a full page load. */
  marker?: boolean;
  /** Makes the guide chunk that a test injected a fault into throw while rendering. */
  crashGuide?: boolean;
  /** The code blocks of the server-rendered page, kept to compare after hydration. */
  serverBlocks?: Element[];
  /** Whether the app had started when the browser reported its first contentful paint. */
  appAtFirstPaint?: boolean;
  /** The chunk scripts the app requested, counted per synchronous run of code. */
  chunkRequestRuns?: number[];
  /**
   * Chromium's non-standard `window.find()`, which TypeScript's DOM types lack: it searches the page's
   * text the way find in page does, selects the first match after the selection and scrolls to it.
   */
  find(text: string): boolean;
}

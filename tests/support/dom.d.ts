/** Options of `Element.checkVisibility()` that Chromium has and TypeScript 5.4's DOM types lack. */
interface CheckVisibilityOptions {
  /** Content skipped by `content-visibility: auto` counts as not visible. */
  contentVisibilityAuto?: boolean;
}

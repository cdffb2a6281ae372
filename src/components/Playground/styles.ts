/**
 * The playground's CSS, rendered by ./index.tsx in a <style> element of its own: the site's bundler
 * puts every CSS module into the one stylesheet each first load fetches, and none of the playground
 * may load before "Try it" is pressed.
 */
export const PLAYGROUND_CSS = `/* The playground of "Try it" (./index.playground__tsx): editor, toolbar, controls, the preview frame and the log. */
.playground {
  margin-bottom: var(--ifm-leading);
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: var(--ifm-code-border-radius);
  padding: 0.75rem;
}

.playground__toolbar,
.playground__controls {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.75rem;
}

.playground__controls label {
  font-size: 0.875rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.playground__controls select,
.playground__share input {
  font: inherit;
  font-size: 0.875rem;
  color: var(--ifm-font-color-base);
  background: var(--ifm-background-color);
  border: 1px solid var(--ifm-color-emphasis-500);
  border-radius: 4px;
  padding: 0.2rem 0.35rem;
}

.playground__share input {
  width: 100%;
}

.playground__status {
  min-height: 1.5em;
  margin: 0.5rem 0;
  font-size: 0.875rem;
}

.playground__message {
  margin: 0.5rem 0;
  font-size: 0.875rem;
}

.playground__message pre {
  margin: 0.25rem 0 0;
  white-space: pre-wrap;
}

.playground__stage {
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0.75rem;
}

@media (max-width: 996px) {
  .playground__stage {
    grid-template-columns: minmax(0, 1fr);
  }
}

.playground__preview {
  min-width: 0;
}

.playground__frame {
  display: block;
  max-width: 100%;
  height: 420px;
  border: 1px solid var(--ifm-color-emphasis-300);
  border-radius: 4px;
  background: var(--ifm-background-color);
}

.playground__log {
  min-width: 0;
  font-size: 0.8125rem;
}

.playground__log-title {
  margin: 0 0 0.25rem;
  font-weight: var(--ifm-font-weight-semibold);
}

.playground__log-list {
  max-height: 420px;
  overflow: auto;
}

.playground__log-list ol {
  margin: 0;
  padding-left: 1.5rem;
}

.playground__log-list code {
  word-break: break-word;
}

.playground__answer {
  color: var(--ifm-color-emphasis-800);
}

.playground__empty {
  margin: 0;
  color: var(--ifm-color-emphasis-800);
}
`;

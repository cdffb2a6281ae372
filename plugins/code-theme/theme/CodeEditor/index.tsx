/**
 * An editable code block: react-simple-code-editor's textarea over the block's own highlighting
 * (the same Prism grammars, token classes and colour-mode CSS as every code block of the site, via
 * ../../highlight), so an example looks the same before and after "Try it" turns it into an editor.
 * Tab and Shift+Tab indent (the editor's own keys); Escape leaves the editor for `onEscape`'s target
 * instead of dropping the focus to the page.
 *
 * The tokenizer is a chunk of its own (@code-theme/tokenizer); until it has arrived, the code is
 * shown as plain text. Its CSS is a <style> element of its own (EDITOR_CSS): the
 * site's bundler would put a CSS module into the stylesheet of every first load.
 */
import React, {useId, type KeyboardEvent} from 'react';
import clsx from 'clsx';
import Editor from 'react-simple-code-editor';
import {useTokenizer} from '../../tokenizer/useTokenizer';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import {linesToHtml, plainLines} from '../../highlight';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  language: string;
  /** The editor's accessible name. */
  label: string;
  /** Called on Escape: where the focus goes when the reader leaves the editor. */
  onEscape?: () => void;
  className?: string;
}

/** The editor's own rules; its label is for assistive technology only. */
const EDITOR_CSS = `.code-editor__label {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}

.code-editor__surface {
  padding: var(--ifm-pre-padding);
  border-radius: var(--ifm-code-border-radius);
  font-family: var(--ifm-font-family-monospace);
  font-size: var(--ifm-code-font-size);
  line-height: var(--ifm-pre-line-height);
  max-height: 32rem;
  overflow: auto;
}

.code-editor__editor textarea {
  outline: none;
}

.code-editor__surface:focus-within {
  outline: 2px solid var(--ifm-color-primary);
  outline-offset: 2px;
}
`;

export default function CodeEditor({value, onChange, language, label, onEscape, className}: CodeEditorProps) {
  const id = useId();
  const tokenize = useTokenizer();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement | HTMLTextAreaElement>) => {
    if (event.key !== 'Escape' || !onEscape) return;
    event.preventDefault();
    onEscape();
  };
  return (
    <div className={clsx('theme-code-block', 'code-editor', className)}>
      <style>{EDITOR_CSS}</style>
      <label htmlFor={id} className="code-editor__label">
        {label}
      </label>
      <div className={clsx('prism-code', `language-${language}`, styles.codeBlock, 'code-editor__surface')}>
        <Editor
          value={value}
          onValueChange={onChange}
          highlight={(code) => linesToHtml(tokenize ? tokenize(code, language) : plainLines(code))}
          textareaId={id}
          padding={0}
          tabSize={2}
          insertSpaces
          onKeyDown={onKeyDown}
          className="code-editor__editor"
          preClassName={styles.codeBlockLines}
        />
      </div>
    </div>
  );
}

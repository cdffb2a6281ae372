// Theme components of this plugin used by the site's own code.
declare module '@theme/CodeEditor' {
  import type {CodeEditorProps} from './theme/CodeEditor';

  export type {CodeEditorProps};
  export default function CodeEditor(props: CodeEditorProps): JSX.Element;
}

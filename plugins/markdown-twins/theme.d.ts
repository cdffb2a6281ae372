// Theme components of this plugin used by the site's own pages.
declare module '@theme/MarkdownTwinLink' {
  export default function MarkdownTwinLink(): JSX.Element | null;
}

// MDX partials imported by pages (e.g. src/pages/_first-example.mdx) are React components.
declare module '*.mdx' {
  import type {ComponentType} from 'react';
  const MDXComponent: ComponentType;
  export default MDXComponent;
}

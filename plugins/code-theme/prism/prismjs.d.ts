// prismjs ships no types for its component files; @types/prismjs describes the core.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
declare module 'prismjs/components/*';

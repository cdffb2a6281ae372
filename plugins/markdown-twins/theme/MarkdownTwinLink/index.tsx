/**
 * Announces the page's Markdown twin (written by the markdown-twins plugin at build time) in
 * the page's head. Rendered by the pages that have a twin: guides and API pages (through
 * ../CopyPage) and the home page. The twins exist only in the production build.
 */
import React from 'react';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '../../twinPath';

export default function MarkdownTwinLink(): JSX.Element | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  if (process.env.NODE_ENV !== 'production') return null;
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={twinPath(pathname, baseUrl)} />
    </Head>
  );
}

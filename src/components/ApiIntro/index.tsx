/**
 * The introduction at the top of the API index (/api): which version of the library the
 * reference documents and how it is organised. Shown through the plugin's readme slot
 * (see plugins/api-reference).
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePageVersion} from '@site/src/versions';
import {versionedPath} from '@site/src/versions/paths';
import styles from './styles.module.css';

export default function ApiIntro(): JSX.Element {
  const {version} = usePageVersion();
  const {library} = version;
  const {baseUrl} = useDocusaurusContext().siteConfig;
  // Links stay in the version of the index being read.
  const docs = (page: string) => versionedPath(baseUrl, 'docs', version, page);
  const api = (page: string) => versionedPath(baseUrl, 'api', version, page);
  return (
    <div className={styles.intro}>
      <p className={styles.version} data-testid="api-version">
        <span className={styles.versionLabel}>Version</span>
        <code>{library.version}</code>
        <Link href={library.npmUrl}>{library.name} on npm</Link>
      </p>
      <p>
        This reference describes every export of <code>{library.name}</code> {library.version}. It is generated from the
        type declarations and doc comments of that exact npm package each time the site is built, so it always matches
        the version above. For a guided introduction start with <Link to={docs('')}>Getting started</Link>.
      </p>
      <h2 id="how-it-is-organised">How it is organised</h2>
      <ul>
        <li>
          <strong>Hooks</strong> such as <Link to={api('function/useUser')}>useUser</Link> read the state of the chayns
          page inside a <Link to={api('function/ChaynsProvider')}>ChaynsProvider</Link> and re-render your component
          when it changes. The <Link to={docs('hooks/assets')}>geo-location guide</Link> shows them at work.
        </li>
        <li>
          <strong>Functions</strong> call the chayns host: they read values once (
          <Link to={api('function/getUser')}>getUser</Link>), trigger actions (
          <Link to={api('function/openUrl')}>openUrl</Link>, <Link to={api('function/login')}>login</Link>) or register
          event listeners, which the sidebar lists in a section of their own.
        </li>
        <li>
          <strong>Dialogs</strong> are built with <Link to={api('function/createDialog')}>createDialog</Link> and the{' '}
          <Link to={api('namespace/dialog')}>dialog</Link> namespace; the{' '}
          <Link to={docs('dialogs')}>dialogs guide</Link> walks through them.
        </li>
        <li>
          <strong>Types</strong>: classes, enumerations and interfaces have pages of their own (for example{' '}
          <Link to={api('interface/IChaynsReact')}>IChaynsReact</Link>, the shape of the whole API). Type aliases and
          variables are described further down on this page, each under its own anchor, such as{' '}
          <Link to={`${api('')}#Login`}>Login</Link>.
        </li>
      </ul>
    </div>
  );
}

import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import MDXContent from '@theme/MDXContent';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';
// An MDX partial (not a route: its name starts with _), so that the sample's names link to the
// reference like those of the guides, and the sample check reads it like a guide.
import FirstExample from './_first-example.mdx';
import {useLibrary} from '@site/src/hooks/useLibrary';
import styles from './index.module.css';

interface Entry {
  title: string;
  to: string;
  text: string;
}

const entries: Entry[] = [
  {
    title: 'Getting started',
    to: '/docs/',
    text: 'Install the library, wrap your app in the provider and read the user, site and page with hooks.',
  },
  {
    title: 'Dialogs',
    to: '/docs/dialogs',
    text: 'Ask for a confirmation, a date or a signature with the dialogs of the chayns host.',
  },
  {
    title: 'Geo-location',
    to: '/docs/hooks/assets',
    text: "Read the user's position once or follow it while your component is mounted.",
  },
  {
    title: 'API reference',
    to: '/api',
    text: 'Every hook, function, class, enum and type of the library, generated from its declarations.',
  },
];

export default function Home(): JSX.Element {
  const library = useLibrary();
  return (
    <Layout
      title="React API for chayns apps"
      description="Guides and API reference of chayns-api: hooks, dialogs and host integration for apps on chayns.">
      <MarkdownTwinLink />
      <main>
        <div className={clsx('hero', styles.hero)}>
          <div className="container">
            <Heading as="h1" className="hero__title">
              {library.name}
            </Heading>
            <p className="hero__subtitle">
              The React library that connects your app to the chayns platform: hooks for the user, site and page,
              dialogs, and everything the host can do for you.
            </p>
            <div className={styles.buttons}>
              <Link className="button button--primary button--lg" to="/docs/">
                Get started
              </Link>
              <Link className="button button--secondary button--lg" to="/api">
                API reference
              </Link>
            </div>
          </div>
        </div>
        <div className="container margin-vert--lg">
          <div className="row">
            <section className="col col--5">
              <Heading as="h2">Install</Heading>
              <CodeBlock language="bash">{`npm install ${library.name}@${library.version} @module-federation/enhanced@^2.4`}</CodeBlock>
              <p>
                Needs React 18 or 19 and, since chayns-api 3, the module federation runtime as your app's own dependency
                (the package's peer dependencies). Inside a chayns site the provider receives its data from the host;
                the <Link to="/docs/">getting started guide</Link> explains the setup step by step, and the{' '}
                <Link to="/docs/migration/">migration guide</Link> what changed since 2.x.
              </p>
            </section>
            <section className="col col--7">
              <Heading as="h2">A first component</Heading>
              <MDXContent>
                <FirstExample />
              </MDXContent>
            </section>
          </div>
          <section className="margin-top--lg">
            <Heading as="h2">Where to go next</Heading>
            <div className="row">
              {entries.map((entry) => (
                <div key={entry.to} className="col col--3 margin-bottom--md">
                  <Link to={entry.to} className={clsx('card padding--md', styles.card)}>
                    <Heading as="h3">{entry.title}</Heading>
                    <p className="margin-bottom--none">{entry.text}</p>
                  </Link>
                </div>
              ))}
            </div>
          </section>
        </div>
      </main>
    </Layout>
  );
}

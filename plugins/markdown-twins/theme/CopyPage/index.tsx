/**
 * "Copy page" and "View as Markdown" for the page's Markdown twin. The twin is fetched only
 * when the button is pressed, so the page's first load carries just this component. Only in
 * the production build, where the twins exist.
 */
import React, {useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {twinPath} from '../../twinPath';
import MarkdownTwinLink from '../MarkdownTwinLink';
import styles from './styles.module.css';

type State = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<State, string> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Could not copy; open the Markdown instead',
};

export default function CopyPage(): JSX.Element | null {
  const {pathname} = useLocation();
  const {baseUrl} = useDocusaurusContext().siteConfig;
  const [state, setState] = useState<State>('idle');
  if (process.env.NODE_ENV !== 'production') return null;
  const twin = twinPath(pathname, baseUrl);
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(twin);
      if (!response.ok) throw new Error(`${twin} answered ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className={`copy-page ${styles.copyPage}`}>
      <MarkdownTwinLink />
      <button type="button" className={styles.button} onClick={() => void copy()} disabled={state === 'copying'}>
        Copy page
      </button>
      <a className={styles.link} href={twin}>
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {MESSAGES[state]}
      </span>
    </div>
  );
}

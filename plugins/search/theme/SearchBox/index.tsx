/**
 * The navbar search box: a combobox (WAI-ARIA pattern) listing results best first, each with what
 * it is (guide, hook, interface, property, ...), where it is (the headings above it) and the part of
 * its text that matched, the query's words marked. Ctrl/Cmd+K or `/` focuses it; arrows move, Enter
 * opens, Escape closes. Nothing of the engine or the index loads before the first search.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {Hit, Marked} from './engine';
import {SEARCH_PLUGIN, versionOfPath, type SearchGlobalData} from '../../indexFormat';
import styles from './styles.module.css';

type Status = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable';

const LABEL = 'Search the guides and the API reference';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The engine and MiniSearch, fetched on the first search only; the engine then fetches the parts of the index a query needs. */
const loadEngine = () => import('./engine');

/** Text with its marked parts in <mark> (React escapes the text). */
function Highlighted({text, marks}: Marked): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end <= start) continue;
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

interface Props {
  /** `menu`: full width inside the mobile side menu; default: in the navbar. */
  placement?: 'navbar' | 'menu';
  /** Called when a result is opened (the side menu closes itself with it). */
  onNavigate?: () => void;
}

/** Whether the box can take focus now (the side menu's copy is hidden while it is closed). */
function isShown(element: HTMLElement | null): element is HTMLElement {
  return element !== null && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
}

export default function SearchBox({placement = 'navbar', onNavigate}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {indexBuilt, versions} = usePluginData(SEARCH_PLUGIN) as SearchGlobalData;
  const {pathname} = useLocation();
  // The index of the version being read (its guides and reference).
  const version = versionOfPath(pathname.slice(siteConfig.baseUrl.length), versions);
  const history = useHistory();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const latest = useRef(0);
  const id = useId();
  const listId = `${id}-results`;

  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  // The shortcut hint names the modifier of the reader's platform (known after hydration).
  const [modifier, setModifier] = useState('Ctrl');
  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setModifier('⌘');
  }, []);

  const optionId = (index: number) => `${id}-option-${index}`;

  // Ctrl/Cmd+K anywhere, and `/` outside text fields, focus the box.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      // With the side menu open there are two boxes: the one that is shown answers.
      if ((!modK && !slash) || !isShown(inputRef.current)) return;
      event.preventDefault();
      inputRef.current.focus();
      inputRef.current.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A new query stops the search of the one before at its next step, so that a reader typing fast
  // does not queue a search per key on a slow phone (the parts of the index it fetched are kept).
  const running = useRef<AbortController | null>(null);
  const runSearch = useCallback(
    async (text: string) => {
      running.current?.abort();
      const ticket = ++latest.current;
      if (!text.trim()) {
        setHits([]);
        setStatus('idle');
        return;
      }
      if (!indexBuilt) {
        setStatus('unavailable');
        return;
      }
      setStatus('loading');
      const controller = new AbortController();
      running.current = controller;
      try {
        const {engineOf} = await loadEngine();
        const answer = await engineOf(siteConfig.baseUrl, version).search(text, controller.signal);
        if (ticket !== latest.current) return;
        setHits(answer);
        setActive(0);
        setStatus('ready');
      } catch {
        if (ticket === latest.current) setStatus('error');
      }
    },
    [indexBuilt, siteConfig.baseUrl, version],
  );

  const openHit = (hit: Hit) => {
    setOpen(false);
    inputRef.current?.blur();
    onNavigate?.();
    history.push(`${siteConfig.baseUrl}${hit.url}`);
  };

  // Keep the active option visible while moving with the arrows.
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + hits.length) % hits.length);
      }
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (open && hit) {
        event.preventDefault();
        openHit(hit);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && query) setOpen(false);
      else if (query) {
        setQuery('');
        void runSearch('');
      } else inputRef.current?.blur();
    }
  };

  const message = (() => {
    switch (status) {
      case 'unavailable':
        return 'The search index is made by the production build: run npm run build, then npm run serve.';
      case 'error':
        return 'The search index could not be loaded.';
      case 'loading':
        return hits.length ? null : 'Searching…';
      case 'ready':
        return hits.length ? null : `No results for “${query.trim()}”.`;
      default:
        return null;
    }
  })();
  const expanded = open && query.trim() !== '' && (hits.length > 0 || message !== null);

  return (
    <div
      role="search"
      className={clsx(styles.searchBox, placement === 'menu' && styles.inMenu)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={inputRef}
        className={styles.input}
        type="search"
        role="combobox"
        aria-label={LABEL}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && hits.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          void runSearch(event.target.value);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <kbd className={styles.shortcut} aria-hidden="true">
        {modifier} K
      </kbd>
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label="Search results"
        className={clsx(styles.panel, !expanded && styles.hidden)}>
        {expanded && message && <p className={styles.message}>{message}</p>}
        {expanded &&
          hits.map((hit, position) => (
            <a
              key={hit.key}
              id={optionId(position)}
              data-index={position}
              role="option"
              aria-selected={position === active}
              tabIndex={-1}
              href={`${siteConfig.baseUrl}${hit.url}`}
              className={clsx(styles.hit, position === active && styles.active)}
              onMouseMove={() => setActive(position)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                openHit(hit);
              }}>
              <span className={styles.hitHead}>
                <span className={styles.hitType}>{hit.version ? `${hit.type}, only in ${hit.version}` : hit.type}</span>
                <span className={styles.hitTitle}>
                  <Highlighted {...hit.title} />
                </span>
              </span>
              {hit.path && <span className={styles.hitPath}>{hit.path}</span>}
              {hit.excerpt && (
                <span className={styles.excerpt}>
                  <Highlighted {...hit.excerpt} />
                </span>
              )}
            </a>
          ))}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {status === 'ready' && query.trim() ? `${hits.length} results` : ''}
      </div>
    </div>
  );
}

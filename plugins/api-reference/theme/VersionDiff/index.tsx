/**
 * The migration guide's table of every export that differs between chayns-api 2.x and the current
 * version: added, changed, deprecated or removed, each linking its pages. The rows come from the two
 * versions' reflections at build time (plugins/api-reference/versionDiff.ts); the guide passes the
 * JSON the plugin wrote (`@generated/api-reference/version-diff.json`), so the table is in the
 * server-rendered page. Use it in MDX as `@theme/VersionDiff`.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type {VersionDiff as Diff, DiffStatus} from '../../versionDiff';
import styles from './styles.module.css';

const HEADINGS: Record<DiffStatus, string> = {
  removed: 'Removed',
  deprecated: 'Deprecated',
  changed: 'Changed',
  added: 'Added',
};

export default function VersionDiff({diff, status}: {diff: Diff; status: DiffStatus}): JSX.Element {
  const rows = diff.rows.filter((row) => row.status === status);
  return (
    <table className={styles.table} data-testid={`version-diff-${status}`}>
      <caption>
        {HEADINGS[status]} from {diff.older.name} {diff.older.version} to {diff.newer.version}: {rows.length}{' '}
        {rows.length === 1 ? 'export' : 'exports'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Export</th>
          <th scope="col">Kind</th>
          <th scope="col">What changed</th>
          <th scope="col">2.x page</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.kind}/${row.name}`}>
            <td>
              {row.href ? (
                <Link to={row.href}>
                  <code>{row.name}</code>
                </Link>
              ) : (
                <code>{row.name}</code>
              )}
            </td>
            <td>{row.kind}</td>
            <td>{row.details || '—'}</td>
            <td>{row.olderHref ? <Link to={row.olderHref}>{row.name} in 2.x</Link> : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

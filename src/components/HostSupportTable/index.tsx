/**
 * The table of the guides' "Host support" page: every export of the page's version that talks to the
 * host, grouped as the API sidebar groups them, with its state as a module, in an iframe and in the
 * chayns app web view (src/components/HostState: the state in words, the evidence one press away). The
 * page passes the table its version's data (`@generated/api-reference/host-support-<version>.json`,
 * written by plugins/api-reference from the host records), so every row is in the server-rendered page.
 * A select narrows the rows to what does not work in one host; before the page is interactive it
 * shows every row.
 */
import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {BreakableName, FaceHeaders, StateCells} from '../HostState';
import {FACE_LABELS, type HostSupportTableData, type SupportRow} from '../HostState/records';
import {HOST_FACES, type HostFace} from '../SimulatedHost/meta';
import styles from './styles.module.css';

/** "in the chayns app web view", "as a module". */
const IN_FACE: Record<HostFace, string> = {
  module: 'as a module',
  iframe: 'in an iframe',
  app: `in the ${FACE_LABELS.app}`,
};

function sectionId(label: string): string {
  return `host-support-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

function Rows({rows}: {rows: SupportRow[]}): JSX.Element {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">
            <Link to={row.href}>
              <BreakableName name={row.name} />
            </Link>
          </th>
          <StateCells row={row} />
        </tr>
      ))}
    </tbody>
  );
}

export default function HostSupportTable({data}: {data: HostSupportTableData}): JSX.Element {
  const [failing, setFailing] = useState<HostFace | ''>('');
  const id = useId();
  const shown = (row: SupportRow) => failing === '' || row.support[failing].state !== 'works';
  const total = data.sections.reduce((sum, section) => sum + section.rows.length, 0);
  const visible = data.sections.reduce((sum, section) => sum + section.rows.filter(shown).length, 0);
  return (
    // data-nosnippet: the site's search leaves the rows out of the page's text, as it leaves out the
    // "Works in" table of each API page: they are the records, not prose.
    <div className={styles.hostSupport} data-testid="host-support" data-nosnippet="">
      <form
        className={styles.filter}
        role="search"
        aria-label="Filter the exports"
        onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-filter`}>Show</label>
        <select
          id={`${id}-filter`}
          value={failing}
          onChange={(event) => setFailing(event.target.value as HostFace | '')}>
          <option value="">every export</option>
          {HOST_FACES.map((face) => (
            <option key={face} value={face}>
              what does not work {IN_FACE[face]}
            </option>
          ))}
        </select>
        <output htmlFor={`${id}-filter`} aria-live="polite">
          {visible === total ? `${total} exports of ${data.library}` : `${visible} of ${total} exports`}
        </output>
      </form>
      {data.sections.map((section) => {
        const rows = section.rows.filter(shown);
        return (
          <section key={section.label} aria-labelledby={sectionId(section.label)}>
            <h2 id={sectionId(section.label)}>{section.label}</h2>
            {rows.length > 0 ? (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Export</th>
                    <FaceHeaders />
                  </tr>
                </thead>
                <Rows rows={rows} />
              </table>
            ) : (
              <p>Everything in this section works {failing ? IN_FACE[failing] : ''}.</p>
            )}
          </section>
        );
      })}
    </div>
  );
}

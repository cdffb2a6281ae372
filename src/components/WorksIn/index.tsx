/**
 * "Works in" near the top of an API page: for the export (or each member of a class or namespace that
 * talks to the host), its state as a module, in an iframe and in the chayns app web view, each with its
 * evidence one press away. The rows come from the host records (`npm run record:hosts`) through the
 * page's route data: plugins/api-reference puts them there and its ApiItemRoute provides them to the
 * page's Reflection, which renders this above the description. Server-rendered; no script of its own.
 */
import React, {createContext, useContext} from 'react';
import Link from '@docusaurus/Link';
import {BreakableName, FaceHeaders, StateCells} from '../HostState';
import type {WorksInData} from '../HostState/records';
import styles from './styles.module.css';

const WorksInContext = createContext<WorksInData | undefined>(undefined);

/** Provides a page's "Works in" rows to the page below it. */
export const WorksInProvider = WorksInContext.Provider;

/** The page's "Works in" table, or nothing for a page whose export does not talk to the host. */
export default function WorksIn(): JSX.Element | null {
  const data = useContext(WorksInContext);
  if (!data || data.rows.length === 0) return null;
  // A function's one row is the page's own export: its name would repeat the title. A class's or a
  // namespace's rows are its members, named by the member.
  const members = data.rows.some((row) => row.name.includes('.'));
  return (
    // data-nosnippet: the site's search leaves the table out of the page's text (the Host support guide
    // lists the same states); every API page would otherwise match "works", "iframe" and "module".
    <table className={styles.table} data-testid="works-in" data-nosnippet="">
      <caption>
        Works in <Link to={data.guide}>(what the states mean)</Link>
      </caption>
      <thead>
        <tr>
          {members && (
            <th scope="col" className={styles.member}>
              Member
            </th>
          )}
          <FaceHeaders />
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row) => (
          <tr key={row.name}>
            {members && (
              <th scope="row">
                {/* The member's own section further down the page. */}
                <a href={`#${row.name.split('.').slice(1).join('.')}`}>
                  <BreakableName name={row.name.split('.').slice(1).join('.')} />
                </a>
              </th>
            )}
            <StateCells row={row} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

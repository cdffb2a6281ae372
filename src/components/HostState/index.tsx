/**
 * One host's state of an export, as the API pages' "Works in" row (src/components/WorksIn) and the
 * "Host support" guide (src/components/HostSupportTable) show it: an icon and the state in words, and,
 * one press away (a native disclosure, no script), the evidence the recording gave for it. The colour
 * only repeats what the icon and the words say.
 */
import React from 'react';
import clsx from 'clsx';
import {FACE_LABELS, STATE_LABELS, type FaceSupport, type SupportRow, type SupportState} from './records';
import {HOST_FACES} from '../SimulatedHost/meta';
import styles from './styles.module.css';

export const STATE_ICONS: Record<SupportState, string> = {
  works: '✓',
  limited: '◐',
  nothing: '○',
  throws: '✕',
  pending: '…',
  host: '?',
};

/** Evidence text with its `code` spans. */
export function EvidenceText({text}: {text: string}): JSX.Element {
  return (
    <>
      {text.split('`').map((part, index) =>
        // Odd parts were between backticks. A static split: the index is a stable key.
        index % 2 === 1 ? <code key={index}>{part}</code> : <React.Fragment key={index}>{part}</React.Fragment>,
      )}
    </>
  );
}

/** A name that may break before each capital and dot (`use<wbr>Custom<wbr>Function`), never inside a word. */
export function BreakableName({name}: {name: string}): JSX.Element {
  const parts = name.split(/(?=[A-Z.])/);
  return (
    <code>
      {parts.map((part, index) => (
        // A static split: the index is a stable key.
        <React.Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </React.Fragment>
      ))}
    </code>
  );
}

/** The state in words with its icon (the icon is decoration: the words say it). */
export function StateLabel({state}: {state: SupportState}): JSX.Element {
  return (
    <span className={clsx(styles.label, styles[state])}>
      <span className={styles.icon} aria-hidden="true">
        {STATE_ICONS[state]}
      </span>{' '}
      {STATE_LABELS[state]}
    </span>
  );
}

/** A host's state, with its evidence one press away. */
export default function HostState({support}: {support: FaceSupport}): JSX.Element {
  return (
    <details className={styles.state} data-state={support.state}>
      <summary>
        <StateLabel state={support.state} />
      </summary>
      <p className={styles.evidence}>
        <EvidenceText text={support.evidence} />
      </p>
    </details>
  );
}

/** A row's cells, one state a host, in the order of HOST_FACES: the Works in table's and the Host support guide's. */
export function StateCells({row}: {row: Pick<SupportRow, 'support'>}): JSX.Element {
  return (
    <>
      {HOST_FACES.map((face) => (
        <td key={face} data-face={face}>
          <HostState support={row.support[face]} />
        </td>
      ))}
    </>
  );
}

/** The column headers of the hosts, in the order of StateCells. */
export function FaceHeaders(): JSX.Element {
  return (
    <>
      {HOST_FACES.map((face) => (
        <th key={face} scope="col">
          {FACE_LABELS[face]}
        </th>
      ))}
    </>
  );
}

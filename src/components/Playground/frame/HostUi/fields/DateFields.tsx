import React from 'react';
import type {FieldProps} from '.';

/** A date value as an `<input>` of the kind wants it, in local time. */
function inputDate(value: unknown, kind: string): string {
  const date =
    value instanceof Date
      ? value
      : typeof value === 'string' || typeof value === 'number'
        ? new Date(value)
        : undefined;
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return kind === 'time' ? time : kind === 'date' ? day : `${day}T${time}`;
}

function parseInputDate(value: string, kind: string): Date | undefined {
  if (!value) return undefined;
  if (kind === 'time') {
    const [hours, minutes] = value.split(':').map(Number);
    const date = new Date();
    date.setHours(hours ?? 0, minutes ?? 0, 0, 0);
    return date;
  }
  const date = new Date(kind === 'date' ? `${value}T00:00` : value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A date dialog's fields: one date, time or both, or two of them for an interval or a multiselect. */
export function DateFields({id, config, setResult}: FieldProps): JSX.Element {
  const kind = config.dateType === 1 ? 'time' : config.dateType === 2 ? 'datetime-local' : 'date';
  const two = Boolean(config.multiselect || config.interval);
  const preselect = Array.isArray(config.preselect) ? config.preselect : [config.preselect];
  const values = [inputDate(preselect[0], kind), inputDate(preselect[1], kind)];
  const read = (form: HTMLElement | null) => {
    const inputs = Array.from(form?.querySelectorAll('input') ?? []);
    const dates = inputs.map((input) => parseInputDate(input.value, kind));
    setResult(two ? dates.filter(Boolean) : dates[0]);
  };
  return (
    <div className="host-field" onChange={(event) => read(event.currentTarget)}>
      <label htmlFor={`${id}-date-0`}>{two ? (config.interval ? 'From' : 'First date') : 'Date'}</label>
      <input id={`${id}-date-0`} type={kind} defaultValue={values[0]} autoFocus />
      {two ? (
        <>
          <label htmlFor={`${id}-date-1`}>{config.interval ? 'Until' : 'Second date'}</label>
          <input id={`${id}-date-1`} type={kind} defaultValue={values[1]} />
        </>
      ) : null}
    </div>
  );
}

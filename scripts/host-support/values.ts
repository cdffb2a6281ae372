/**
 * The values of a probe run as the recorder writes and compares them: a short description of what a
 * call returned that is the same from run to run (no ids, no counters, no simulated data), plain JSON
 * of what reached a host for comparing runs, another value of the same kind for a field whose passing
 * on is in question, and whether a payload holds a field's value.
 */

/** A short description of a value, stable from run to run (no ids, no counters, no simulated data). */
export function summarize(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return value === -1 ? '-1' : 'a number';
  // Which string it is would be the simulated host's (its token, its instance's id), not the library's.
  if (typeof value === 'string') return value === '' ? 'an empty string' : 'a string';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `an array of ${value.length}`;
  if (typeof value === 'object') {
    const name = (value as object).constructor?.name;
    if (name && name !== 'Object') return `a ${name}`;
    const keys = Object.keys(value);
    if (keys.length === 0) return 'an empty object';
    return keys.length <= 5 ? `{${keys.join(', ')}}` : `an object with ${keys.length} keys`;
  }
  return typeof value;
}

/** The value as JSON with what changes from run to run left out, for comparing what reached a host. */
export function stable(value: unknown): string {
  return JSON.stringify(plain(value, new WeakSet())) ?? 'undefined';
}

/**
 * The value as plain data. Functions (comlink's proxies of the other side's functions among them, which
 * must not be asked for `toJSON`: that would be a call to the other side) become `function`.
 */
function plain(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') {
    return value
      .replace(/chaynsApiV5Callback_\d+/g, 'callback')
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'uuid');
  }
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  // Only an object inside itself is a cycle; one shared by two places is written twice.
  if (seen.has(value)) return 'cycle';
  seen.add(value);
  const copy = Array.isArray(value)
    ? value.map((item) => plain(item, seen))
    : Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, seen)]));
  seen.delete(value);
  return copy;
}

/**
 * Another value of the same kind, to tell whether a field reaches the host: a changed field that
 * changes nothing of what the host received was not passed on (unlike leaving it out, this also
 * tells when the value passed is the default).
 */
export function varied(value: unknown): unknown {
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'string') return `${value}-2`;
  if (value instanceof Date) return new Date(value.getTime() + 86_400_000);
  if (Array.isArray(value)) return value.length > 0 ? [...value, value[0]] : [1];
  if (isPlainObject(value)) return {...value, varied: 1};
  return 1;
}

export function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as {then?: unknown} | null)?.then === 'function';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Whether `payload` holds, at any depth, the key with this value. */
export function holds(payload: unknown, key: string, value: string): boolean {
  if (Array.isArray(payload)) return payload.some((item) => holds(item, key, value));
  if (!payload || typeof payload !== 'object') return false;
  const record = payload as Record<string, unknown>;
  if (Object.hasOwn(record, key) && stable(record[key]) === value) return true;
  return Object.values(record).some((item) => holds(item, key, value));
}

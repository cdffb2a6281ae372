/**
 * The words of a code block's info string that say how the block runs, read alike by the samples
 * check (scripts/run-code-samples.ts) and "Try it" (src/theme/CodeBlock), so that what the check runs
 * is what the page offers: ` ```tsx config ` (configuration: type-checked, never run), `skip-check`
 * (not checked at all) and `hosts="module,iframe"` (the hosts the block is meant for). Small and free
 * of the host's code, since the code block of every page reads it.
 */

/** The three ways chayns-api finds its host: module props, the parent page of an iframe, the chayns app. */
export type HostFace = 'module' | 'iframe' | 'app';
export const HOST_FACES: HostFace[] = ['module', 'iframe', 'app'];

/** Whether the block is configuration, which is type-checked and never run. */
export function isConfigurationMeta(meta: string): boolean {
  return /(^|\s)config(\s|$)/.test(meta);
}

/** Whether the block is left out of the samples check. */
export function isSkippedMeta(meta: string): boolean {
  return /(^|\s)skip-check(\s|$)/.test(meta);
}

/**
 * The hosts the block names (` hosts="module,iframe" `), in the order of HOST_FACES, all three when it
 * names none; `unknown` lists names that are no host.
 */
export function hostsOfMeta(meta: string): {hosts: HostFace[]; unknown: string[]} {
  const list = /hosts="([^"]*)"/.exec(meta)?.[1];
  if (list === undefined) return {hosts: HOST_FACES, unknown: []};
  const named = list.split(',').map((name) => name.trim());
  return {
    hosts: HOST_FACES.filter((face) => named.includes(face)),
    unknown: named.filter((name) => !HOST_FACES.includes(name as HostFace)),
  };
}

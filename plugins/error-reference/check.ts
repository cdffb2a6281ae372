/**
 * Compares an errors guide with the messages of its version's package (extract.ts): every message
 * needs exactly one entry, and every entry must quote a message the package has. Messages match by
 * their literal parts (messageKey), so an entry names its placeholders as it likes
 * (`call {function} not implement in app` quotes `call ${call} not implement in app`).
 */
import {createSlugger} from '@docusaurus/utils';
import {messageKey, type ExtractedMessage} from './extract';
import type {ErrorEntry} from './entries';

export interface CheckLabels {
  /** The package and its docs version, as a problem names them: `chayns-api 3.6.3 (docs version current)`. */
  library: string;
  /** The guide's file, relative to the site. */
  guide: string;
}

function describeSites(message: ExtractedMessage): string {
  const [first, ...more] = message.sites;
  const others = more.length > 0 ? ` and ${more.length} more` : '';
  return `${first.kind} in ${first.file}:${first.line}${others}`;
}

/** Every mismatch between a guide's entries and a package's messages, each a sentence naming the message and the version. */
export function compareEntries(messages: ExtractedMessage[], entries: ErrorEntry[], labels: CheckLabels): string[] {
  const problems: string[] = [];
  const entriesByKey = new Map<string, ErrorEntry[]>();
  for (const entry of entries) {
    const key = messageKey(entry.text);
    entriesByKey.set(key, [...(entriesByKey.get(key) ?? []), entry]);
  }
  const messageKeys = new Set(messages.map((message) => messageKey(message.text)));
  for (const message of messages) {
    const found = entriesByKey.get(messageKey(message.text)) ?? [];
    if (found.length === 0) {
      problems.push(
        `${labels.library} has the message "${message.text}" (${describeSites(message)}), but ${labels.guide} has no entry for it: ` +
          `add a heading ### \`${message.text}\` under the ## group of its area.`,
      );
    } else if (found.length > 1) {
      problems.push(
        `${labels.guide} has ${found.length} entries for the message "${message.text}" of ${labels.library} ` +
          `(lines ${found.map((entry) => entry.line).join(', ')}): keep one.`,
      );
    }
  }
  for (const entry of entries) {
    if (!messageKeys.has(messageKey(entry.text))) {
      problems.push(
        `${labels.guide}:${entry.line} has an entry for "${entry.text}", a message ${labels.library} does not have ` +
          '(changed or removed): correct the quote or remove the entry.',
      );
    }
  }
  for (const entry of entries) {
    if (entry.exports.length === 0) {
      problems.push(`${labels.guide}:${entry.line}: the entry "${entry.text}" links no export of the API reference.`);
    }
    // The anchor the message alone gives; another heading with the same text would push this one to `-1`.
    const own = createSlugger().slug(entry.text);
    if (entry.anchor !== own) {
      problems.push(
        `${labels.guide}:${entry.line}: the entry "${entry.text}" has the anchor #${entry.anchor} instead of #${own}: ` +
          'another heading of the page has the same text.',
      );
    }
  }
  return problems;
}

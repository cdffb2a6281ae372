/**
 * Reads what the link checks need from a built HTML file: the targets its links point to
 * and the ids (and <a name>) it offers as anchors. Parsed with htmlparser2, the parser
 * linkinator uses too.
 */
import fs from 'node:fs';
import {Parser} from 'htmlparser2';

export interface HtmlFacts {
  /** The href of every <a> and <area>, as written. */
  hrefs: string[];
  /** Every id, and the name of every <a name>, on the page. */
  anchors: Set<string>;
}

export function readHtmlFacts(file: string): HtmlFacts {
  const facts: HtmlFacts = {hrefs: [], anchors: new Set()};
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) facts.anchors.add(attributes.id);
        if (name === 'a' && attributes.name) facts.anchors.add(attributes.name);
        if ((name === 'a' || name === 'area') && attributes.href !== undefined) facts.hrefs.push(attributes.href);
      },
    },
    {decodeEntities: true},
  );
  parser.end(fs.readFileSync(file, 'utf8'));
  return facts;
}

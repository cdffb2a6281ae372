/**
 * The one walk over a reflection tree, used at build time (plugins/api-reference indexes
 * every reflection) and in the browser (the route component maps a page's reflections the
 * way upstream's ApiPage does). A reflection is an object with a numeric `id` that is not a
 * type reference; `parent` is the object that holds it (upstream's ApiPage takes its id as the
 * reflection's parent id).
 */
type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function forEachReflection(root: object, visit: (node: Node, parent: Node | undefined) => void): void {
  const walk = (node: Node, parent: Node | undefined) => {
    if (typeof node.id === 'number' && node.type !== 'reference') visit(node, parent);
    for (const [key, value] of Object.entries(node)) {
      // TypeDoc's map of symbol ids holds no reflections, only source names.
      if (key === 'symbolIdMap') continue;
      if (Array.isArray(value)) value.forEach((child) => isNode(child) && walk(child, node));
      else if (isNode(value)) walk(value, node);
    }
  };
  walk(root as Node, undefined);
}

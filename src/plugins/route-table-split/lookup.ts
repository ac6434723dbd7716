/** A node whose leaf routes were split off (written by loader.cjs into the table every page loads). */
export type SplitNode<Load = unknown> = {
  /** Indexes from the top of the route table down to the node. */
  at: number[];
  /** The node's path, lower case, without a trailing slash. */
  base: string;
  /** One path segment below `base` ("cli"), or two when one holds many routes ("generated/ingestion"): the group holding its routes. */
  keys: Record<string, number>;
  load: Load[];
};

/**
 * The groups that may hold `pathname`: in every split node whose path it is under, the group of its first
 * two segments below the node, else of its first one. The router matches paths without regard to case.
 */
export function groupsFor<Load>(splitNodes: readonly SplitNode<Load>[], pathname: string): [SplitNode<Load>, number][] {
  const path = pathname.toLowerCase();
  const found: [SplitNode<Load>, number][] = [];
  for (const split of splitNodes) {
    if (path !== split.base && !path.startsWith(`${split.base}/`)) continue;
    const [first = '', second = ''] = path.slice(split.base.length).split('/').filter(Boolean);
    const group = split.keys[`${first}/${second}`] ?? split.keys[first];
    if (group !== undefined) found.push([split, group]);
  }
  return found;
}

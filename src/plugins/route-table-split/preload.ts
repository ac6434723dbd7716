// Stands in for the framework's client `preload` (@docusaurus/core/lib/client/preload.js) in the browser
// bundle (see index.ts): it first loads the route groups that may hold `pathname`, then, as the framework's
// does, the code of every route matching it. The framework calls it before the first render (hydration)
// and before showing a page after a link is followed; `window.docusaurus.preload` calls it on intent.
import {matchRoutes, type RouteConfig} from 'react-router-config';
import * as routeTable from '@generated/routes';
import {groupsFor, type SplitNode as SplitNodeOf} from './lookup';

type SplitNode = SplitNodeOf<() => Promise<{default: RouteConfig[]}>>;

const routes = routeTable.default as RouteConfig[];
const routeGroups = (routeTable as unknown as {routeGroups?: SplitNode[]}).routeGroups ?? [];
const splitNodes = [...routeGroups];

/** The node at `at` (indexes from the top of the table): its `routes` receive the group's routes. */
function nodeAt(at: number[]): RouteConfig {
  let list = routes;
  let node: RouteConfig | undefined;
  for (const index of at) {
    node = list[index];
    list = node?.routes ?? [];
  }
  if (!node) throw new Error(`route-table-split: no route at [${at.join(', ')}]`);
  return node;
}

const loading = new Map<string, Promise<void>>();

function loadGroup(split: SplitNode, group: number): Promise<void> {
  const id = `${split.base} ${group}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = split.load[group]!().then(
      (module) => {
        const node = nodeAt(split.at);
        node.routes = [...module.default, ...(node.routes ?? [])];
      },
      (error: unknown) => {
        loading.delete(id); // a failed download can be tried again on the next navigation
        throw error;
      },
    );
    loading.set(id, promise);
  }
  return promise;
}

/** Loads the groups that may hold `pathname`. */
export function loadRouteGroups(pathname: string): Promise<unknown> {
  return Promise.all(groupsFor(splitNodes, pathname).map(([split, group]) => loadGroup(split, group)));
}

export default function preload(pathname: string): Promise<unknown[]> {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  return Promise.all(paths.map(loadRouteGroups)).then(() =>
    Promise.all(
      paths
        .flatMap((path) => matchRoutes(routes, path))
        .map((match) => (match.route.component as {preload?: () => unknown} | undefined)?.preload?.()),
    ),
  );
}

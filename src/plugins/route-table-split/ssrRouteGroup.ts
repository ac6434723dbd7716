// Server bundle only (see index.ts): wraps the component of a route whose entry lives in a route group, so
// that rendering the page to HTML reports the group's chunk (react-loadable's capture, which the framework
// uses to list a page's script files). The page's HTML then loads the group beside main.js, and the browser
// has it when the framework's client entry looks the route up before hydrating.
import {createElement, Fragment, type ComponentType} from 'react';
import Loadable from 'react-loadable';

type RouteComponent = ComponentType<object> & {preload?: () => Promise<unknown>};

// One reporter per group: it renders nothing; on the server, mounting it reports `modules`.
const reporters = new Map<string, ComponentType>();

function reporter(chunkName: string): ComponentType {
  let Reporter = reporters.get(chunkName);
  if (!Reporter) {
    Reporter = Loadable({
      loader: () => Promise.resolve({}),
      loading: () => null,
      render: () => null,
      // The client manifest keys chunks by name, so the name is what the page reports.
      modules: [chunkName],
    }) as unknown as ComponentType;
    reporters.set(chunkName, Reporter);
  }
  return Reporter;
}

export default function withRouteGroup(Component: RouteComponent, chunkName: string): RouteComponent {
  const Reporter = reporter(chunkName);
  function RouteInGroup(props: object) {
    // The reporter renders no element: the HTML is the same as the component's alone.
    return createElement(Fragment, null, createElement(Reporter), createElement(Component, props));
  }
  RouteInGroup.preload = () => Component.preload?.() ?? Promise.resolve();
  return RouteInGroup;
}

// Stands in for `@docusaurus/ComponentCreator` in the browser's route table (see index.ts).
import {createElement, type ComponentType} from 'react';
import ComponentCreator from '@docusaurus/core/lib/client/exports/ComponentCreator';

type Loadable = ComponentType<object> & {preload(): Promise<unknown>};

export default function lazyComponentCreator(path: string, hash: string): Loadable {
  let loadable: Loadable | undefined;
  const get = (): Loadable => (loadable ??= ComponentCreator(path, hash) as unknown as Loadable);
  function LazyRouteComponent(props: object) {
    return createElement(get(), props);
  }
  LazyRouteComponent.preload = () => get().preload();
  return LazyRouteComponent;
}

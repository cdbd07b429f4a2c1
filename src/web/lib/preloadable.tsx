import { type ComponentType, lazy, type ReactNode } from "react";

// A component whose code is fetched on first use (React.lazy) and can be fetched earlier with
// `preload()`: a route's clientLoader preloads what its page shows, in parallel with the page's
// data, so the page renders it at once; what is not preloaded suspends to the nearest Suspense
// boundary until it arrives. A failed fetch (a new deploy, a dropped connection) is tried again
// on the next use.

export interface Preloadable<P extends object> {
  (props: P): ReactNode;
  preload: () => Promise<ComponentType<P>>;
}

export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // Once loaded, the component itself is rendered: no suspension, no fallback flash.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, like lazy()
  const Component = (props: P) => {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  };
  return Object.assign(Component, { preload });
}

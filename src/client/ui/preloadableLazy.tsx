import { lazy, type ComponentType } from "react";

/**
 * React.lazy that can be started before it renders, and that renders at once, without
 * suspending, when its chunk is already in. A lazy component suspends on its first render even
 * then, and React holds back each reveal after a fallback by up to 300 ms (its fallback
 * throttle): the shell and then the dashboard, each preloaded at start, cost 600 ms of waiting.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined; // a failed download may be tried again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { preload, Component: Preloadable };
}

import { lazy, type ComponentType } from 'react';

/**
 * A component loaded on first use as its own chunk (React.lazy), that renders at once when its
 * chunk is already loaded and can be loaded ahead with `preload()` (tests, or a hover).
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => Promise<ComponentType<P>> } {
  let loaded: ComponentType<P> | null = null;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Block(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Block, { preload });
}

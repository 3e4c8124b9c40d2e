import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { antdStylesReady } from './antd-styles';

/** A component from lazyWithAntd, with `preload()` to fetch its code before its first render. */
export type LazyWithAntd<P extends object> = LazyExoticComponent<ComponentType<P>> & { preload: () => void };

/**
 * A component loaded on first render, in its own chunk, inside antd's scope (components/antd-scope): for the parts of
 * the site's frame and of the home page that use antd but are not on a visitor's first screen (the login dialog,
 * menus that open on hover, back-to-top, empty states). Render it inside <Suspense>. `preload()` starts the same
 * loading ahead (when the browser is idle, say), so the first opening has nothing left to wait for.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>): LazyWithAntd<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = (): Promise<{ default: ComponentType<P> }> => {
    loading ??= (async () => {
      // With antd's baked styles in (components/antd-styles): antd must not style itself first.
      const [Component, { AntdScope }] = await Promise.all([load(), import('./antd-scope'), antdStylesReady()]);
      function Scoped(props: P) {
        return (
          <AntdScope>
            <Component {...props} />
          </AntdScope>
        );
      }
      return { default: Scoped };
    })();
    return loading;
  };
  const preload = (): void => {
    // A failed preload (the network, say) is forgotten: the first render tries again and shows its own error.
    start().catch(() => {
      loading = undefined;
    });
  };
  return Object.assign(lazy(start), { preload });
}

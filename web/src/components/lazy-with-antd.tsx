import { lazy, type ComponentType } from 'react';
import { antdStylesReady } from './antd-styles';

/**
 * A component loaded on first render, in its own chunk, inside antd's scope (components/antd-scope): for the parts of
 * the site's frame and of the home page that use antd but are not on a visitor's first screen (the login dialog,
 * menus that open on hover, back-to-top, empty states). Render it inside <Suspense>.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
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
  });
}

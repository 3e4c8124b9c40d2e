import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AntdScope } from './antd-scope';
import { antdStylesReady } from './antd-styles';

let mounted: Promise<void> | null = null;

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * A React root of its own beside the app, holding antd's <App> that lib/toast's toasts are bound to: mounted with the
 * first toast (the home page is built without antd), it never unmounts, so a toast outlives the page that raised it.
 * Resolves once the toasts are bound.
 */
export function ensureToastRoot(): Promise<void> {
  // After antd's baked styles (components/antd-styles), as every antd part of the app.
  mounted ??= antdStylesReady().then(() => new Promise<void>((resolve) => {
    const host = document.createElement('div');
    host.dataset.toastRoot = '';
    document.body.appendChild(host);
    createRoot(host).render(
      <AntdScope app toasts>
        <Ready onReady={resolve} />
      </AntdScope>,
    );
  }));
  return mounted;
}

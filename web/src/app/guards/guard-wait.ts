import type { CSSProperties } from 'react';

/**
 * The box a guard shows its spinner in while it checks the session: as tall as the window below the header, so the
 * footer is not drawn in view and pushed away when the page comes (a layout shift Lighthouse counts).
 */
export const GUARD_WAIT_STYLE: CSSProperties = {
  display: 'grid',
  placeItems: 'center',
  minHeight: 'calc(100vh - var(--xj-header-height))',
};

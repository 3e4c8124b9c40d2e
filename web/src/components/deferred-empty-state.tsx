import { Suspense, type ComponentProps } from 'react';
import type { EmptyState as EmptyStateType } from './empty-state';
import { lazyWithAntd } from './lazy-with-antd';

const EmptyState = lazyWithAntd(async () => (await import('./empty-state')).EmptyState);

/** EmptyState for pages built without antd (the home page): antd loads only when a section is empty or failed. */
export function DeferredEmptyState(props: ComponentProps<typeof EmptyStateType>) {
  return (
    <Suspense fallback={null}>
      <EmptyState {...props} />
    </Suspense>
  );
}

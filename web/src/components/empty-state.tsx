import { Button, Empty } from 'antd';

/** An empty or failed section, with an optional retry. */
export function EmptyState({
  description,
  actionLabel,
  onAction,
}: {
  description: string;
  actionLabel?: string;
  onAction?: () => void;
}) {
  return (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description}>
      {actionLabel && onAction ? <Button onClick={onAction}>{actionLabel}</Button> : null}
    </Empty>
  );
}

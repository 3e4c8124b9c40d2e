import { Empty } from 'antd';
import styles from './teacher.module.css';

/** A list's empty state: what is missing and what to do about it. */
export function EmptyText({ title, hint }: { title: string; hint?: string }) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div>
          <div style={{ fontWeight: 500, marginBottom: 4 }}>{title}</div>
          {hint && <div className={styles.meta}>{hint}</div>}
        </div>
      }
    />
  );
}

import { Empty } from 'antd';
import { useLocation } from 'react-router';
import { useManagedCourse } from './manage-context';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

/**
 * simulation-training (the simulation area, a later issue): an honest empty state saying what the tab will hold — no
 * fake list.
 */
export function PendingTab() {
  const { pathname } = useLocation();
  const { course } = useManagedCourse();
  const key = pathname.split('/').filter(Boolean).pop() ?? '';
  const text = MANAGE_TEXT.pending[key];
  if (!text) return null;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div>
          <div style={{ fontWeight: 500, marginBottom: 8 }}>{text.title}</div>
          <div className={styles.meta} style={{ maxWidth: 520, margin: '0 auto' }}>
            {course.name} · {text.detail}
          </div>
        </div>
      }
    />
  );
}

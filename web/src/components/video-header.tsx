import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import styles from './video-header.module.css';

/** Dark bar above the video pages with a back action (spec 01 §2.3). */
export function VideoHeader({ backLabel, onBack, title }: { backLabel: string; onBack: () => void; title?: ReactNode }) {
  return (
    <header className={styles.bar}>
      <Button type="text" icon={<ArrowLeftOutlined />} className={styles.back} onClick={onBack}>
        {backLabel}
      </Button>
      {title ? <span className={styles.title}>{title}</span> : null}
    </header>
  );
}

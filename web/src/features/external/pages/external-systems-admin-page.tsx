import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import type { ConfigSchool } from '@/api/external';
import { EmptyState } from '@/components/empty-state';
import { SystemConfigCard } from '../components/system-config-card';
import { useSystemConfigs } from '../queries';
import { EXTERNAL_TEXT } from '../texts';
import styles from './pages.module.css';

const T = EXTERNAL_TEXT.admin;

/**
 * /school-admin/external-systems (the school admin's own school) or /admin/external-systems (the school the platform
 * admin picks, `extra`: the picker): one card per system (ERP, then supply chain) with its form, the secret after the
 * first save (复制, 重置密钥 after a confirmation), 删除配置 after a confirmation, and how a vendor checks a token.
 */
export function ExternalSystemsAdminPage({ school = null, extra }: { school?: ConfigSchool; extra?: ReactNode }) {
  const configs = useSystemConfigs(school);
  return (
    <div className={styles.page}>
      <header className={styles.adminHead}>
        <div>
          <h1 className={styles.heading}>{T.title}</h1>
          <p className={styles.intro}>{T.intro}</p>
        </div>
        {extra}
      </header>
      {configs.isPending ? (
        <div className={styles.adminCards} aria-busy="true">
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </div>
      ) : configs.isError ? (
        <EmptyState description={EXTERNAL_TEXT.failed} actionLabel={EXTERNAL_TEXT.retry} onAction={() => void configs.refetch()} />
      ) : configs.data.length === 0 ? (
        <EmptyState description={EXTERNAL_TEXT.hub.empty} />
      ) : (
        <div className={styles.adminCards}>
          {configs.data.map((config) => (
            <SystemConfigCard key={config.system} config={config} school={school} />
          ))}
        </div>
      )}
    </div>
  );
}

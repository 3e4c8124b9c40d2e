import { Card, Skeleton } from 'antd';
import { EmptyState } from '@/components/empty-state';
import { SystemConfigCard } from '../components/system-config-card';
import { useSystemConfigs } from '../queries';
import { EXTERNAL_TEXT } from '../texts';
import styles from './pages.module.css';

const T = EXTERNAL_TEXT.admin;

/**
 * /school-admin/external-systems (the school admin): one card per system (ERP, then supply chain) with its form, the
 * secret after the first save (复制, 重置密钥 after a confirmation), 删除配置 after a confirmation, and how a vendor
 * checks a token.
 */
export function ExternalSystemsAdminPage() {
  const configs = useSystemConfigs();
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.heading}>{T.title}</h1>
        <p className={styles.intro}>{T.intro}</p>
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
            <SystemConfigCard key={config.system} config={config} />
          ))}
        </div>
      )}
    </div>
  );
}

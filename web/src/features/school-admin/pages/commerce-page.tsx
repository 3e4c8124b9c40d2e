import { Card, Tabs } from 'antd';
import { MarketersTab } from '../components/marketers-tab';
import { SchoolOrdersTab } from '../components/school-orders-tab';
import styles from '../components/school-admin.module.css';
import { COMMERCE_ADMIN_TEXT } from '../texts';

const T = COMMERCE_ADMIN_TEXT;

/** /school-admin/commerce: the school's orders (refunds into the buyer's balance) and its marketers (review). */
export function SchoolAdminCommercePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <Card className={styles.card}>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'orders', label: T.tabs.orders, children: <SchoolOrdersTab /> },
            { key: 'marketers', label: T.tabs.marketers, children: <MarketersTab /> },
          ]}
        />
      </Card>
    </div>
  );
}

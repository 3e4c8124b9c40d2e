import { Select, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { ContentTarget } from '@/api/site-content';
import { EmptyState } from '@/components/empty-state';
import { AdvertEditor } from '../components/advert-editor';
import { MenuEditor } from '../components/menu-editor';
import { PageHead } from '../components/page-head';
import { useSchoolOptions } from '../queries';
import { SITE_CONTENT_TEXT } from '../site-content-texts';
import styles from './pages.module.css';

const T = SITE_CONTENT_TEXT;

/**
 * 站点内容 of one school: its navigation menu, home banners and home adverts as three tabs. The school admin's
 * console shows their own school's (composed in app/routes); the platform admin's picks the school.
 */
export function SiteContentPage({ target, extra }: { target: ContentTarget | null; extra?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} extra={extra} />
      {target ? (
        <Tabs
          destroyOnHidden
          items={[
            { key: 'menus', label: T.tabs.menus, children: <MenuEditor target={target} /> },
            { key: 'banner', label: T.tabs.banner, children: <AdvertEditor target={target} position="banner" /> },
            { key: 'home', label: T.tabs.home, children: <AdvertEditor target={target} position="home" /> },
          ]}
        />
      ) : (
        <EmptyState description={T.chooseSchool} />
      )}
    </div>
  );
}

/** /admin/site-content?school= (the platform admin): any school's content, the school chosen at the top. */
export function AdminSiteContentPage() {
  const [params, setParams] = useSearchParams();
  const schools = useSchoolOptions();
  const school = params.get('school') ?? schools.data?.[0]?.value ?? null;
  const picker = (
    <Select
      aria-label={T.school}
      placeholder={T.schoolPlaceholder}
      showSearch
      optionFilterProp="label"
      loading={schools.isPending}
      options={schools.data ?? []}
      value={school ?? undefined}
      onChange={(sign: string) => setParams({ school: sign }, { replace: true })}
      style={{ minWidth: 220 }}
    />
  );
  return <SiteContentPage key={school ?? ''} target={school ? { console: 'admin', school } : null} extra={picker} />;
}

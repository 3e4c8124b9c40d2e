import { Select } from 'antd';
import { useSearchParams } from 'react-router';
import { useSchoolOptions } from '@/features/admin/queries';
import { ExternalSystemsAdminPage } from '@/features/external/pages/external-systems-admin-page';

/**
 * /admin/external-systems?school= (管理后台 · 外部系统): any school's external systems, the school picked at the top
 * (the first school until one is picked); the page is the school admin's, on the /admin/… calls.
 */
export function AdminExternalSystemsRoute() {
  const [params, setParams] = useSearchParams();
  const schools = useSchoolOptions();
  const school = params.get('school') ?? schools.data?.[0]?.value ?? null;
  const picker = (
    <Select
      aria-label="学校"
      placeholder="选择学校"
      showSearch={{ optionFilterProp: 'label' }}
      loading={schools.isPending}
      options={schools.data ?? []}
      value={school ?? undefined}
      onChange={(sign: string) => setParams({ school: sign }, { replace: true })}
      style={{ minWidth: 220 }}
    />
  );
  if (!school) return null;
  return <ExternalSystemsAdminPage key={school} school={school} extra={picker} />;
}

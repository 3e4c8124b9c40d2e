import { Alert, Button, Result, Skeleton, Tabs } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ENTERPRISE_TABS, employmentPaths, type EnterpriseTab } from '@/config/employment-paths';
import { ApplicationsTab } from '../components/applications-tab';
import { CompanyForm, ReviewStatus } from '../components/company-form';
import { JobsTab } from '../components/jobs-tab';
import { employmentKeys, useMyCompany } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from './employment.module.css';

const T = EMPLOYMENT_TEXT.enterprise;

/** /enterprise/:tab (the enterprise role): the company profile and its review, job postings, applications received. */
export function EnterprisePage() {
  const { tab: raw } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const company = useMyCompany();
  const tab: EnterpriseTab = (ENTERPRISE_TABS as readonly string[]).includes(raw ?? '') ? (raw as EnterpriseTab) : 'company';
  const positionId = params.get('positionId') ?? '';

  if (company.isPending) return <div className={styles.page}><Skeleton active paragraph={{ rows: 8 }} /></div>;
  const saved = (): void => void client.invalidateQueries({ queryKey: employmentKeys.all });
  const noCompany = !company.data;
  return (
    <div className={styles.page}>
      <section className={styles.panel}>
        <div className={styles.panelHead}>
          <h1>{T.title}</h1>
        </div>
        {company.data ? <ReviewStatus company={company.data} /> : <Alert type="info" showIcon message={T.noCompany} />}
        <Tabs
          activeKey={tab}
          onChange={(key) => void navigate(employmentPaths.enterpriseTab.getHref(key as EnterpriseTab))}
          items={[
            { key: 'company', label: T.tabs.company, children: tab === 'company' ? <CompanyForm company={company.data ?? null} onSaved={saved} /> : null },
            {
              key: 'jobs',
              label: T.tabs.jobs,
              disabled: noCompany,
              children:
                tab === 'jobs' ? (
                  <JobsTab onViewApplications={(id) => void navigate(`${employmentPaths.enterpriseTab.getHref('applications')}?positionId=${encodeURIComponent(id)}`)} />
                ) : null,
            },
            {
              key: 'applications',
              label: T.tabs.applications,
              disabled: noCompany,
              children: tab === 'applications' ? <ApplicationsTab positionId={positionId} onPosition={(id) => setParams(id ? { positionId: id } : {})} /> : null,
            },
          ]}
        />
        {noCompany && tab !== 'company' ? (
          <Result
            status="info"
            title={T.noCompany}
            extra={
              <Button type="primary" onClick={() => void navigate(employmentPaths.enterpriseTab.getHref('company'))}>
                {T.fillCompany}
              </Button>
            }
          />
        ) : null}
      </section>
    </div>
  );
}

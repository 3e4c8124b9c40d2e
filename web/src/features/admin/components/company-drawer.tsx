import { Button, Descriptions, Drawer, Tag } from 'antd';
import type { CompanyReviewRow } from '@/api/admin';
import { formatServerTime } from '@/lib/time';
import { ADMIN_TEXT } from '../texts';
import { CompanyJobs } from './company-jobs';
import { CompanyStatusTag } from './company-status';
import styles from './company-drawer.module.css';

const T = ADMIN_TEXT.company;

type Props = {
  open: boolean;
  /** The company shown (kept while the drawer closes). */
  company: CompanyReviewRow | null;
  onClose: () => void;
  onApprove: (company: CompanyReviewRow) => void;
  onReject: (company: CompanyReviewRow) => void;
};

/** The company's website as a link when it is one (the server keeps http:// or https:// addresses only). */
const isWebLink = (url: string): boolean => /^https?:\/\//i.test(url);

/**
 * 详情: the whole profile as the review queue gives it (logo, industry, scale, city, address, website, benefits,
 * introduction, the review's state and reason), 通过 / 驳回 at its foot, and a verified company's jobs with 推广.
 */
export function CompanyDrawer({ open, company, onClose, onApprove, onReject }: Props) {
  const footer = company ? (
    <div className={styles.footer}>
      {company.status === 2 ? null : (
        <Button danger onClick={() => onReject(company)}>
          {T.reject}
        </Button>
      )}
      {company.status === 1 ? null : (
        <Button type="primary" onClick={() => onApprove(company)}>
          {T.approve}
        </Button>
      )}
    </div>
  ) : null;
  return (
    <Drawer open={open} title={T.title} size="min(720px, 100vw)" onClose={onClose} footer={footer} destroyOnHidden>
      {company === null ? null : <CompanyProfile company={company} />}
    </Drawer>
  );
}

function CompanyProfile({ company }: { company: CompanyReviewRow }) {
  const none = <span className={styles.hint}>{ADMIN_TEXT.none}</span>;
  return (
    <div className={styles.sections}>
      <div className={styles.head}>
        {company.logo ? (
          <img className={styles.logo} src={company.logo} alt={T.logo(company.companyName)} />
        ) : (
          <div className={styles.noLogo}>{T.noLogo}</div>
        )}
        <div>
          <h2 className={styles.name}>{company.companyName}</h2>
          <CompanyStatusTag company={company} />
        </div>
      </div>
      <section aria-label={T.info}>
        <h2 className={styles.heading}>{T.info}</h2>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
          <Descriptions.Item label={T.name}>{company.companyName}</Descriptions.Item>
          <Descriptions.Item label={T.industry}>{company.industryName || none}</Descriptions.Item>
          <Descriptions.Item label={T.scale}>{company.scaleName || none}</Descriptions.Item>
          <Descriptions.Item label={T.city}>{company.cityName || none}</Descriptions.Item>
          <Descriptions.Item label={T.address} span="filled">
            {company.address ? <span className={styles.text}>{company.address}</span> : none}
          </Descriptions.Item>
          <Descriptions.Item label={T.website} span="filled">
            {company.website && isWebLink(company.website) ? (
              <a href={company.website} target="_blank" rel="noopener noreferrer nofollow">
                {company.website}
              </a>
            ) : (
              company.website || none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={T.welfare} span="filled">
            {company.welfare.length > 0 ? (
              <span className={styles.tags}>
                {company.welfare.map((w) => (
                  <Tag key={w}>{w}</Tag>
                ))}
              </span>
            ) : (
              none
            )}
          </Descriptions.Item>
          <Descriptions.Item label={T.updateTime} span={company.status === 1 ? 1 : 'filled'}>
            {formatServerTime(company.updateTime)}
          </Descriptions.Item>
          {/* Listed jobs only: a company waiting or refused has none on the board. */}
          {company.status === 1 ? (
            <Descriptions.Item label={T.openJobs}>{T.openJobsCount(company.openJobs)}</Descriptions.Item>
          ) : null}
          {company.status === 2 ? (
            <Descriptions.Item label={T.reviewNote} span="filled">
              <span className={styles.note}>{company.reviewNote || ADMIN_TEXT.none}</span>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </section>
      <section aria-label={T.introduction}>
        <h2 className={styles.heading}>{T.introduction}</h2>
        {company.introduction ? <p className={styles.text}>{company.introduction}</p> : none}
      </section>
      {company.status === 1 ? (
        <section aria-label={T.jobs}>
          <h2 className={styles.heading}>
            {T.jobs}
            <span className={styles.hint}>{T.jobsHelp}</span>
          </h2>
          <CompanyJobs companyId={company.companyId} />
        </section>
      ) : null}
    </div>
  );
}

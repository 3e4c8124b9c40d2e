import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Progress, Result, Spin } from 'antd';
import { NavLink, Outlet } from 'react-router';
import type { ResumeDetail } from '@/api/resume';
import { RESUME_SECTIONS, resumePaths, type ResumeSection } from '@/config/resume-paths';
import { ResumeDocument } from '../components/resume-document';
import { ScaledPage } from '../components/scaled-page';
import { useResumeDetail, type ResumeOutlet } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './resume-layout.module.css';

/** Whether a screen has something filled in (the menu's check mark). */
function filled(detail: ResumeDetail, section: ResumeSection): boolean {
  switch (section) {
    case 'user-info':
      return detail.name !== '' && detail.mobile !== '';
    case 'intention':
      return detail.intentions.length > 0;
    case 'education':
      return detail.educations.length > 0;
    case 'work':
      return detail.works.some((w) => w.workType !== 2);
    case 'internship':
      return detail.works.some((w) => w.workType === 2);
    case 'project':
      return detail.projects.length > 0;
    case 'train':
      return detail.trains.length > 0;
    case 'campus':
      return detail.cultivates.length > 0;
    case 'volunteer':
      return detail.volunteers.length > 0;
    case 'qualification':
      return detail.qualifications.length > 0;
    case 'advantage':
      return detail.personalAdvantage !== '';
    case 'verified':
      return detail.verified.length > 0;
    default:
      return false;
  }
}

/**
 * /resume (spec 02 §2, login required): the completeness, the menu of the editor's screens, the screen, and on wide
 * screens a live preview of the resume in its template, updated after every save.
 */
export function ResumeLayout({ onChanged }: ResumeOutlet) {
  const { data: detail, isPending, refetch } = useResumeDetail();
  if (isPending) {
    return (
      <div className={styles.state}>
        <Spin description={RESUME_TEXT.loading} size="large">
          <div className={styles.spinArea} />
        </Spin>
      </div>
    );
  }
  // A failed refetch keeps what is on screen; only a first load that fails says so.
  if (!detail) {
    return (
      <Result
        status="warning"
        title={RESUME_TEXT.loadFailed}
        extra={<Button onClick={() => void refetch()}>{RESUME_TEXT.retry}</Button>}
      />
    );
  }
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <h1 className={styles.title}>{RESUME_TEXT.title}</h1>
        <div className={styles.ratio}>
          <span className={styles.ratioLabel}>{RESUME_TEXT.completeness}</span>
          <Progress
            percent={detail.resumeRatio}
            className={styles.progress}
            aria-label={RESUME_TEXT.completeness}
            strokeColor={detail.resumeRatio >= 80 ? '#28B068' : undefined}
          />
          <span className={styles.hint}>{RESUME_TEXT.completenessHint}</span>
        </div>
      </header>
      <div className={styles.body}>
        <nav className={styles.menu} aria-label={RESUME_TEXT.menuLabel}>
          {RESUME_SECTIONS.map((section) => (
            <NavLink
              key={section}
              to={resumePaths.section.getHref(section)}
              className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
            >
              <span>{RESUME_TEXT.sections[section]}</span>
              {filled(detail, section) && <CheckCircleFilled className={styles.check} aria-label="已填写" />}
            </NavLink>
          ))}
        </nav>
        <div className={styles.screen}>
          <Outlet context={{ onChanged } satisfies ResumeOutlet} />
        </div>
        <aside className={styles.preview} aria-label={RESUME_TEXT.previewTitle}>
          <h2 className={styles.previewTitle}>{RESUME_TEXT.previewTitle}</h2>
          {/* A picture of what is edited beside it: screen readers read the form, not its copy. */}
          <div className={styles.scaler} aria-hidden="true">
            <ScaledPage>
              <ResumeDocument resume={detail} templateId={detail.templateId} />
            </ScaledPage>
          </div>
        </aside>
      </div>
    </div>
  );
}

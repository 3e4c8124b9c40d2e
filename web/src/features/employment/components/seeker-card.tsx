import { Button, Progress } from 'antd';
import { Link } from 'react-router';
import { employmentPaths } from '@/config/employment-paths';
import { resumePaths } from '@/config/resume-paths';
import { useSeekerInfo } from '../queries';
import { EMPLOYMENT_TEXT } from '../texts';
import styles from '../pages/employment.module.css';

const T = EMPLOYMENT_TEXT.seeker;

/** 我的求职 on the board's side: the seeker's numbers, new changes, and how complete their resume is. */
export function SeekerCard() {
  const info = useSeekerInfo(true).data;
  const numbers = [
    { label: T.sent, value: info?.sendNum, href: employmentPaths.jobWanted.getHref() },
    { label: T.viewed, value: info?.viewedNum, href: employmentPaths.jobWanted.getHref() },
    { label: T.interview, value: info?.interviewNum, href: employmentPaths.jobWanted.getHref() },
    { label: T.collected, value: info?.collectNum, href: employmentPaths.jobWanted.getHref('favourites') },
  ];
  return (
    <section className={styles.panel} aria-labelledby="seeker-title">
      <div className={styles.panelHead}>
        <h2 id="seeker-title">{T.title}</h2>
        {info && info.unseenNum > 0 ? (
          <Link to={employmentPaths.jobWanted.getHref()} className={styles.reason}>
            {T.unseen(info.unseenNum)}
          </Link>
        ) : null}
      </div>
      <div className={styles.numbers}>
        {numbers.map((n) => (
          <Link key={n.label} to={n.href}>
            <strong>{n.value ?? '–'}</strong>
            <span>{n.label}</span>
          </Link>
        ))}
      </div>
      <div>
        <span className={styles.muted}>{T.resume}</span>
        <Progress percent={info?.resumeRatio ?? 0} size="small" />
      </div>
      <div className={styles.searchBar} style={{ marginTop: 12 }}>
        <Link to={resumePaths.root.getHref()}>
          <Button size="small">{T.editResume}</Button>
        </Link>
        <Link to={employmentPaths.jobWanted.getHref()}>
          <Button size="small" type="link">
            {T.records}
          </Button>
        </Link>
      </div>
    </section>
  );
}

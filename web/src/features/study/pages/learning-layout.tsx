import {
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CloudUploadOutlined,
  EditOutlined,
  FormOutlined,
  HeartOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShareAltOutlined,
  SolutionOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { NavLink, Outlet } from 'react-router';
import { examPaths } from '@/config/exam-paths';
import { uploadPaths } from '@/config/upload-paths';
import { LEARNING_TEXT } from '../texts';
import styles from './learning-layout.module.css';

const T = LEARNING_TEXT.menu;

export const learningHrefs = {
  center: '/home/learning/center',
  curriculum: '/home/learning/curriculum',
  training: '/home/learning/training',
  certificates: '/home/learning/certificates',
  historyCollect: '/home/learning/history-collect',
  orders: '/home/learning/orders',
  wallet: '/home/learning/wallet',
  myTeaching: '/home/learning/my-teaching',
  articles: '/home/learning/article-management',
  coursesFor: '/home/learning/courses-for',
  teacherStudy: '/home/learning/teacher-study',
  account: '/home/learning/account',
  /** The marketer's page (outside the learning centre: /promote, spec 02 §2). */
  promote: '/promote',
  /** Outside the learning centre too (docs/exams.md "Across courses", docs/uploads.md). */
  tests: examPaths.mine.getHref(),
  uploads: uploadPaths.mine.getHref(),
  grading: examPaths.queue.getHref(),
} as const;

const ITEMS = [
  { to: learningHrefs.center, label: T.center, icon: <UserOutlined aria-hidden="true" /> },
  { to: learningHrefs.curriculum, label: T.curriculum, icon: <BookOutlined aria-hidden="true" /> },
  { to: learningHrefs.training, label: T.training, icon: <SolutionOutlined aria-hidden="true" /> },
  { to: learningHrefs.tests, label: T.tests, icon: <FormOutlined aria-hidden="true" /> },
  { to: learningHrefs.certificates, label: T.certificates, icon: <SafetyCertificateOutlined aria-hidden="true" /> },
  { to: learningHrefs.historyCollect, label: T.historyCollect, icon: <HeartOutlined aria-hidden="true" /> },
  { to: learningHrefs.orders, label: T.orders, icon: <ProfileOutlined aria-hidden="true" /> },
  { to: learningHrefs.wallet, label: T.wallet, icon: <WalletOutlined aria-hidden="true" /> },
  { to: learningHrefs.uploads, label: T.uploads, icon: <CloudUploadOutlined aria-hidden="true" /> },
  { to: learningHrefs.coursesFor, label: T.coursesFor, icon: <BulbOutlined aria-hidden="true" /> },
  { to: learningHrefs.promote, label: T.promote, icon: <ShareAltOutlined aria-hidden="true" /> },
  { to: learningHrefs.account, label: T.account, icon: <SettingOutlined aria-hidden="true" /> },
];

const TEACHING_ITEMS = [
  { to: learningHrefs.myTeaching, label: T.myTeaching, icon: <ReadOutlined aria-hidden="true" /> },
  { to: learningHrefs.teacherStudy, label: T.teacherStudy, icon: <BarChartOutlined aria-hidden="true" /> },
  { to: learningHrefs.grading, label: T.grading, icon: <AuditOutlined aria-hidden="true" /> },
  { to: learningHrefs.articles, label: T.articles, icon: <EditOutlined aria-hidden="true" /> },
];

/**
 * /home/learning: the side menu of the learning centre (tabs on a phone) and the child page. Teachers also get
 * 我的授课, the teaching centre, 教学学情, their students' study, 批阅系统, the answers waiting for their mark, and
 * 文章管理, their articles. 作业与考试 (/test) and 我的上传 (/home/uploading) open pages of their own.
 */
export function LearningLayout({ teaching = false }: { teaching?: boolean }) {
  const items = teaching ? [...ITEMS, ...TEACHING_ITEMS] : ITEMS;
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={T.title}>
        <p className={styles.menuTitle}>{T.title}</p>
        <ul className={styles.items}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={({ isActive }) => `${styles.item} ${isActive ? styles.active : ''}`}>
                {item.icon}
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
      </div>
    </div>
  );
}

import { BookOutlined, HeartOutlined, UserOutlined } from '@ant-design/icons';
import { NavLink, Outlet } from 'react-router';
import { LEARNING_TEXT } from '../texts';
import styles from './learning-layout.module.css';

const T = LEARNING_TEXT.menu;

export const learningHrefs = {
  center: '/home/learning/center',
  curriculum: '/home/learning/curriculum',
  historyCollect: '/home/learning/history-collect',
} as const;

const ITEMS = [
  { to: learningHrefs.center, label: T.center, icon: <UserOutlined aria-hidden="true" /> },
  { to: learningHrefs.curriculum, label: T.curriculum, icon: <BookOutlined aria-hidden="true" /> },
  { to: learningHrefs.historyCollect, label: T.historyCollect, icon: <HeartOutlined aria-hidden="true" /> },
];

/** /home/learning: the side menu of the learning centre (tabs on a phone) and the child page. */
export function LearningLayout() {
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={T.title}>
        <p className={styles.menuTitle}>{T.title}</p>
        <ul className={styles.items}>
          {ITEMS.map((item) => (
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

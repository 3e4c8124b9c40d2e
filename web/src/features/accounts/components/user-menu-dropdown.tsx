import {
  ApiOutlined,
  AccountBookOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  EditOutlined,
  FileTextOutlined,
  GlobalOutlined,
  LogoutOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SolutionOutlined,
  SwapOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SmallPlate } from '@/api/messages';
import { adminPaths } from '@/config/admin-paths';
import { certificatePaths } from '@/config/certificate-paths';
import { employmentPaths } from '@/config/employment-paths';
import { examPaths } from '@/config/exam-paths';
import { externalPaths } from '@/config/external-paths';
import { industryPaths } from '@/config/industry-paths';
import { paths } from '@/config/paths';
import { redirectTo } from '@/lib/browser';
import type { CurrentUser } from '../queries';
import { useLogout } from '../queries';
import { hasRole, isPlatformAdmin, isSchoolAdmin } from '../lib/role';
import { ACCOUNT_TEXT } from '../texts';
import { PLATE_TEXT, plateCount, resumePercent } from './user-menu.plate';
import styles from './user-menu.module.css';

function plateLabel(text: string, value: string): ReactNode {
  return (
    <span className={styles.plateItem}>
      <span>{text}</span>
      <span className={styles.plateValue}>{value}</span>
    </span>
  );
}

/**
 * The avatar menu's dropdown (antd, loaded by UserMenu when the pointer or a click first comes to the trigger):
 * personal centre, resume completeness, assignment and exam counts, the teacher side (teachers only), safe logout.
 */
export function UserMenuDropdown({ user, plate, open, onOpenChange, children }: {
  user: CurrentUser;
  plate: SmallPlate | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactElement;
}) {
  const navigate = useNavigate();
  const logout = useLogout();
  const M = ACCOUNT_TEXT.menu;
  const resume = resumePercent(plate);
  const works = plateCount(plate?.workNum);
  const exams = plateCount(plate?.examNum);
  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: M.center },
    ...(resume !== null ? [{ key: 'resume', icon: <ProfileOutlined />, label: plateLabel(PLATE_TEXT.resume, `${resume}%`) }] : []),
    ...(works !== null ? [{ key: 'works', icon: <EditOutlined />, label: plateLabel(PLATE_TEXT.assignments, String(works)) }] : []),
    ...(exams !== null ? [{ key: 'exams', icon: <FileTextOutlined />, label: plateLabel(PLATE_TEXT.exams, String(exams)) }] : []),
    { key: 'jobWanted', icon: <SolutionOutlined />, label: M.jobWanted },
    ...(hasRole(user.roleStr, 'enterprise') ? [{ key: 'enterprise', icon: <BankOutlined />, label: M.enterprise }] : []),
    ...(user.role === 'teacher' ? [{ key: 'teacher', icon: <SwapOutlined />, label: M.teacherSide }] : []),
    ...(isSchoolAdmin(user.roleStr)
      ? [
          { key: 'schoolConsole', icon: <DashboardOutlined />, label: M.schoolConsole },
          { key: 'identity', icon: <AuditOutlined />, label: M.identityReview },
          { key: 'commerce', icon: <AccountBookOutlined />, label: M.schoolCommerce },
          { key: 'news', icon: <NotificationOutlined />, label: M.schoolNews },
          { key: 'articles', icon: <ReadOutlined />, label: M.schoolArticles },
          { key: 'employment', icon: <BarChartOutlined />, label: M.schoolEmployment },
          { key: 'certificates', icon: <SafetyCertificateOutlined />, label: M.schoolCertificates },
          { key: 'externalSystems', icon: <ApiOutlined />, label: M.schoolExternalSystems },
        ]
      : []),
    ...(isPlatformAdmin(user.roleStr)
      ? [
          { key: 'adminConsole', icon: <DashboardOutlined />, label: M.adminConsole },
          { key: 'industrialBelts', icon: <GlobalOutlined />, label: M.industrialBelts },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: M.logout },
  ];
  // A count whose first due item is a training's opens that training's 培训作业 / 培训考试 in the learning centre.
  const trainingOf = (id: string | number | null | undefined): string | null => (id === null || id === undefined || id === '' ? null : String(id));
  const workTraining = trainingOf(plate?.workTrainId);
  const examTraining = trainingOf(plate?.examTrainId);
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'works' && workTraining) void navigate(paths.learningTrainDetail.getHref(workTraining, 'assignment'));
    else if (key === 'exams' && examTraining) void navigate(paths.learningTrainDetail.getHref(examTraining, 'examine'));
    else if (key === 'works') void navigate(examPaths.mine.getHref('todo', 'work'));
    else if (key === 'exams') void navigate(examPaths.mine.getHref('todo', 'exam'));
    else if (key === 'center') void navigate(paths.learningCenter.getHref());
    else if (key === 'resume') void navigate(paths.resume.getHref());
    else if (key === 'schoolConsole') void navigate(paths.schoolAdminIdentity.getHref());
    else if (key === 'identity') void navigate(paths.schoolAdminIdentity.getHref());
    else if (key === 'commerce') void navigate(paths.schoolAdminCommerce.getHref());
    else if (key === 'news') void navigate(paths.schoolAdminNews.getHref());
    else if (key === 'articles') void navigate(paths.schoolAdminArticles.getHref());
    else if (key === 'employment') void navigate(employmentPaths.schoolStats.getHref());
    else if (key === 'certificates') void navigate(certificatePaths.school.getHref());
    else if (key === 'externalSystems') void navigate(externalPaths.admin.getHref());
    else if (key === 'jobWanted') void navigate(employmentPaths.jobWanted.getHref());
    else if (key === 'enterprise') void navigate(employmentPaths.enterprise.getHref());
    else if (key === 'adminConsole') void navigate(adminPaths.schools.getHref());
    else if (key === 'industrialBelts') void navigate(industryPaths.admin.getHref());
    else if (key === 'teacher') redirectTo(paths.teacherSide.getHref());
    else if (key === 'logout') void logout().catch(() => undefined);
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover']} open={open} onOpenChange={onOpenChange}>
      {children}
    </Dropdown>
  );
}

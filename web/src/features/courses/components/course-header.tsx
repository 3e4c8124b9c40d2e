import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { Avatar, Button, Progress, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { joinStudy, setCollected, type CourseDetail } from '@/api/courses';
import { isApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { openActivationDialog } from '../lib/activation-dialog-store';
import { formatCredit, formatPrice } from '../lib/format';
import { courseKeys } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-header.module.css';

const TEXT = COURSE_TEXT.detail;

export type Viewer = { signedIn: boolean; id: string };

type CourseHeaderProps = { detail: CourseDetail; viewer: Viewer; onRequireLogin: () => void };

/** What the main button does for this viewer and course. */
export type StudyAction = 'continue' | 'join' | 'activate';

export function studyActionOf(detail: CourseDetail): StudyAction {
  if (detail.myStudy?.joined) return 'continue';
  if (detail.courseInfoVo.coursePrice <= 0 || detail.canManage) return 'join';
  return 'activate';
}

const ACTION_LABEL: Record<StudyAction, string> = { continue: TEXT.continue, join: TEXT.join, activate: TEXT.activate };

/** The course page's head: cover, name, price, credit, period, students, teachers, study and collect buttons. */
export function CourseHeader({ detail, viewer, onRequireLogin }: CourseHeaderProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const course = detail.courseInfoVo;
  const action = studyActionOf(detail);
  const refresh = (): Promise<void> => client.invalidateQueries({ queryKey: courseKeys.detail(course.idSign, viewer.id) });

  const study = async (): Promise<void> => {
    if (action === 'continue') {
      void navigate(paths.courseVideo.getHref(course.idSign, detail.myStudy?.lastVideoIdSign));
      return;
    }
    if (!viewer.signedIn) {
      onRequireLogin();
      return;
    }
    if (action === 'activate') {
      openActivationDialog();
      return;
    }
    setBusy(true);
    try {
      await joinStudy(course.idSign);
      toastSuccess(TEXT.joined);
      await client.invalidateQueries({ queryKey: courseKeys.course(course.idSign) });
      await refresh();
    } catch (error) {
      // -1000 is silent in the request layer: its message is for this button to show.
      if (isApiError(error) && error.kind === 'server' && error.code === -1000) toastError(error.msg);
    } finally {
      setBusy(false);
    }
  };

  const buy = (codes = false): void => {
    if (!viewer.signedIn) onRequireLogin();
    else void navigate(paths.confirmOrder.getHref(course.idSign, false, codes));
  };

  const toggleCollect = async (): Promise<void> => {
    if (!viewer.signedIn) {
      onRequireLogin();
      return;
    }
    setBusy(true);
    try {
      toastSuccess(await setCollected(course.idSign, !detail.collected));
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.code === -1000) toastError(error.msg);
    } finally {
      setBusy(false);
    }
  };

  const free = course.coursePrice <= 0;
  return (
    <section className={styles.header} aria-labelledby="course-name">
      <div className={styles.cover}>
        <img src={course.coursePicture} alt={course.name} fetchPriority="high" />
      </div>
      <div className={styles.info}>
        <div className={styles.tags}>
          {course.kindName ? <Tag color="blue">{course.kindName}</Tag> : null}
          {course.typeName ? <Tag>{course.typeName}</Tag> : null}
        </div>
        <h1 id="course-name" className={styles.name}>
          {course.name}
        </h1>
        {course.introduction ? <p className={styles.introduction}>{course.introduction}</p> : null}
        <dl className={styles.facts}>
          <div>
            <dt>{COURSE_TEXT.credit}</dt>
            <dd>{formatCredit(course.courseScore)}</dd>
          </div>
          <div>
            <dt>{COURSE_TEXT.period}</dt>
            <dd>{course.courseTime}</dd>
          </div>
          <div>
            <dt>{COURSE_TEXT.studentsLabel}</dt>
            <dd>{course.studentCount}</dd>
          </div>
          <div>
            <dt>{TEXT.tabs.catalogue}</dt>
            <dd>{TEXT.chapterCount(course.chapterCount, course.videoCount)}</dd>
          </div>
        </dl>
        {detail.courseTeacherVoList.length === 0 ? (
          <p className={styles.noTeacher}>
            {COURSE_TEXT.leadTeacher}：{COURSE_TEXT.noTeacher}
          </p>
        ) : (
          <ul className={styles.teachers} aria-label="教师">
            {detail.courseTeacherVoList.map((teacher) => (
              <li key={teacher.idSign} className={styles.teacher}>
                <Avatar size={32} src={teacher.photo || undefined}>
                  {teacher.name.slice(0, 1)}
                </Avatar>
                <span className={styles.teacherName}>{teacher.name}</span>
                {teacher.masterFlag ? <Tag color="gold">{teacher.masterFlag}</Tag> : null}
              </li>
            ))}
          </ul>
        )}
        {detail.myStudy?.joined ? (
          <Progress percent={detail.myStudy.progress} size="small" className={styles.progress} format={(value) => TEXT.progress(value ?? 0)} />
        ) : null}
        <div className={styles.actions}>
          <span className={free ? styles.free : styles.price}>{formatPrice(course.coursePrice)}</span>
          {action === 'activate' ? (
            // A priced course: bought through the order flow (docs/commerce.md), or unlocked with an activation code.
            <Button type="primary" size="large" onClick={() => buy()}>
              {TEXT.buy}
            </Button>
          ) : null}
          <Button type={action === 'activate' ? 'default' : 'primary'} size="large" loading={busy && action === 'join'} onClick={() => void study()}>
            {ACTION_LABEL[action]}
          </Button>
          <Button
            size="large"
            icon={detail.collected ? <HeartFilled className={styles.heart} /> : <HeartOutlined />}
            aria-pressed={detail.collected}
            disabled={busy}
            onClick={() => void toggleCollect()}
          >
            {detail.collected ? TEXT.collected : TEXT.collect}
          </Button>
          {free ? null : (
            // Activation codes in bulk, for a class or a company to hand out (docs/commerce.md).
            <Button type="link" onClick={() => buy(true)}>
              {TEXT.bulkCodes}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}

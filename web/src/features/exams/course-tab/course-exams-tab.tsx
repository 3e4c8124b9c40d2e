import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { saveOfflineAnswer, type ExamItem } from '@/api/exams';
import { examKeys, useExamItems, useHomeworkItems } from '../queries';
import { EXAM_TEXT, OFFLINE_ACCEPT, OFFLINE_MAX_BYTES } from '../paper/texts';
import styles from './course-exams-tab.module.css';
import { DeadlineMark, displayOfItem, ScoreMark, SubmissionMark } from './exam-marks';

const T = EXAM_TEXT.list;

export type Action = { kind: 'start' | 'resume' | 'restart' | 'result'; href: string; label: string };

/**
 * Which links a row shows: 继续作答 for an attempt in progress, 开始作答 while the student may start (a new attempt
 * after a submitted one, within the attempt limit), 查看结果 once one is submitted. Offline rows upload instead.
 */
export function examActions(item: ExamItem): Action[] {
  const actions: Action[] = [];
  const latest = item.submitStatus ?? null;
  if (item.answerMode === 1 && item.canStart && !item.expired) {
    if (latest === 0) actions.push({ kind: 'resume', href: paths.testPaper.getHref(item.idSign), label: T.resume });
    else if (latest === null) actions.push({ kind: 'start', href: paths.testPaper.getHref(item.idSign), label: T.start });
    else actions.push({ kind: 'restart', href: paths.testPaper.getHref(item.idSign, true), label: T.start });
  }
  if (item.commitStatus === 1 && item.recordId && latest !== 0) actions.push({ kind: 'result', href: paths.lookAnswer.getHref(item.recordId), label: T.result });
  return actions;
}

function OfflineUpload({ item, onUploaded }: { item: ExamItem; onUploaded: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File): Promise<void> => {
    if (file.size > OFFLINE_MAX_BYTES) {
      toastError(T.tooLarge);
      return;
    }
    setPercent(0);
    try {
      await saveOfflineAnswer(item.idSign, file, setPercent);
      toastSuccess(T.uploaded);
      await onUploaded();
    } catch (error) {
      toastError(isApiError(error) && error.msg ? error.msg : T.uploadFailed);
    } finally {
      setPercent(null);
    }
  };
  return (
    <span className={styles.upload}>
      <input
        ref={input}
        type="file"
        hidden
        accept={OFFLINE_ACCEPT}
        aria-label={`${T.upload} ${item.examinationName}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="small" icon={<UploadOutlined />} loading={percent !== null} onClick={() => input.current?.click()}>
        {percent !== null ? T.uploading : item.commitStatus === 1 ? T.reupload : T.upload}
      </Button>
      {percent !== null ? <Progress className={styles.progress} percent={percent} size="small" aria-label={T.uploading} /> : null}
    </span>
  );
}

function ExamRow({ item, onUploaded }: { item: ExamItem; onUploaded: () => Promise<void> }) {
  const display = displayOfItem(item);
  const actions = examActions(item);
  return (
    <li className={styles.row}>
      <div className={styles.name}>
        <span className={styles.title}>{item.examinationName}</span>
        <span className={styles.meta}>
          {T.types[item.type] ?? ''} · {item.answerMode === 2 ? T.offline : T.examTime(item.examTime)} · {T.totalScore(item.totalScore)}
        </span>
      </div>
      <span className={styles.end}>
        {T.endTime} {item.endTime ? formatServerTime(item.endTime) : '--'} <DeadlineMark display={display} />
      </span>
      <SubmissionMark display={display} />
      <ScoreMark display={display} />
      <span className={styles.actions}>
        {item.answerMode === 2 && !item.expired ? <OfflineUpload item={item} onUploaded={onUploaded} /> : null}
        {actions.map((action) => (
          <Link key={action.kind} to={action.href} className={action.kind === 'result' ? styles.link : styles.primary}>
            {action.label}
          </Link>
        ))}
      </span>
    </li>
  );
}

function ExamList({ title, items, emptyText, onUploaded }: { title: string; items: ExamItem[]; emptyText: string; onUploaded: () => Promise<void> }) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <ExamRow key={item.idSign} item={item} onUploaded={onUploaded} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** 作业与考试 on the course page: homework and exams with the §4 display; a failed load shows the empty state (spec 02 §8). */
export function CourseExamsTab({ courseSign, viewer }: { courseSign: string; viewer: string }) {
  const queryClient = useQueryClient();
  const homework = useHomeworkItems(courseSign, viewer);
  const exams = useExamItems(courseSign, viewer);
  const reload = async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: examKeys.homework(courseSign, viewer) }),
      queryClient.invalidateQueries({ queryKey: examKeys.examItems(courseSign, viewer) }),
    ]);
  };
  if (homework.isPending || exams.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const homeworkItems = Array.isArray(homework.data) ? homework.data : [];
  const examItems = Array.isArray(exams.data) ? exams.data : [];
  if (homeworkItems.length === 0 && examItems.length === 0) return <EmptyState description={T.empty} />;
  return (
    <div className={styles.tab}>
      <ExamList title={T.homework} items={homeworkItems} emptyText={T.emptyHomework} onUploaded={reload} />
      <ExamList title={T.exam} items={examItems} emptyText={T.emptyExam} onUploaded={reload} />
    </div>
  );
}

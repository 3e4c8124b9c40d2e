import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { messageOf } from '@/api/errors';
import type { ExamItem } from '@/api/exams';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
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

/** Sends an answer file of an offline homework or exam (a course's saveOfflineAnswer, a training's upAssignment or upExamineFile). */
export type UploadAnswer = (examinationId: string, file: File, onProgress: (percent: number) => void) => Promise<unknown>;

/** 上传答案 / 重新上传 of an offline row (≤ 20 MB checked before sending), with its progress. */
export function OfflineUpload({ item, upload: send, onUploaded }: { item: ExamItem; upload: UploadAnswer; onUploaded: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File): Promise<void> => {
    if (file.size > OFFLINE_MAX_BYTES) {
      toastError(T.tooLarge);
      return;
    }
    setPercent(0);
    try {
      await send(item.idSign, file, setPercent);
      toastSuccess(T.uploaded);
      await onUploaded();
    } catch (error) {
      toastError(messageOf(error, T.uploadFailed));
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

function ExamRow({ item, upload, onUploaded }: { item: ExamItem; upload: UploadAnswer; onUploaded: () => Promise<void> }) {
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
        {item.answerMode === 2 && !item.expired ? <OfflineUpload item={item} upload={upload} onUploaded={onUploaded} /> : null}
        {actions.map((action) => (
          <Link key={action.kind} to={action.href} className={action.kind === 'result' ? styles.link : styles.primary}>
            {action.label}
          </Link>
        ))}
      </span>
    </li>
  );
}

/** One list of homework or exams with spec 02 §4's display, its links to the test paper and its uploads. */
export function ExamList({
  title,
  items,
  emptyText,
  upload,
  onUploaded,
}: {
  title: string;
  items: ExamItem[];
  emptyText: string;
  upload: UploadAnswer;
  onUploaded: () => Promise<void>;
}) {
  return (
    <section className={styles.block} aria-label={title}>
      <h3 className={styles.blockTitle}>{title}</h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <ExamRow key={item.idSign} item={item} upload={upload} onUploaded={onUploaded} />
          ))}
        </ul>
      )}
    </section>
  );
}

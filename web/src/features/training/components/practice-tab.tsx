import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { messageOf } from '@/api/errors';
import { practiceFileUrl, startPracticeTask, submitPracticeTask, type PracticeTask } from '@/api/training';
import { DownloadLink } from '@/components/download-link';
import { SkeletonLines } from '@/components/skeleton';
import { toastError, toastSuccess } from '@/lib/toast';
import { trainingKeys, usePracticeTasks } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './practice-tab.module.css';
import { TabNotice } from './tab-notice';

const T = TRAINING_TEXT.practice;
/** A deliverable: PDF, Office, image or ZIP, at most 20 MB (the server judges the content). */
const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.png,.jpg,.jpeg,.zip';
const MAX_BYTES = 20 * 1024 * 1024;

/** The score against the task's own pass line, or where the work stands. */
function Standing({ task }: { task: PracticeTask }) {
  if (task.status === 3 && task.userScore !== null) {
    return (
      <span className={task.passed ? styles.pass : styles.fail}>
        {T.score(task.userScore)} {task.passed ? T.passed : T.failed}
      </span>
    );
  }
  if (task.status === 2) return <span className={styles.awaiting}>{T.awaiting}</span>;
  return <span className={styles.status}>{task.statusName}</span>;
}

function Actions({ task, trainee, onChanged }: { task: PracticeTask; trainee: boolean; onChanged: () => Promise<void> }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async (): Promise<void> => {
    setStarting(true);
    try {
      await startPracticeTask(task.idSign);
      toastSuccess(T.started);
    } catch (error) {
      toastError(messageOf(error, T.startFailed));
    } finally {
      await onChanged(); // a refusal may mean the gate changed: show the list as it is now
      setStarting(false);
    }
  };
  const upload = async (file: File): Promise<void> => {
    if (file.size > MAX_BYTES) {
      toastError(T.tooLarge);
      return;
    }
    setPercent(0);
    try {
      await submitPracticeTask(task.idSign, file, setPercent);
      toastSuccess(T.uploaded);
    } catch (error) {
      toastError(messageOf(error, T.uploadFailed));
    } finally {
      setPercent(null);
      await onChanged();
    }
  };
  // Work already handed in stays the trainee's to download, even when a regrade closed the task again.
  const file =
    task.recordId && task.fileName ? (
      <DownloadLink className={styles.file} href={practiceFileUrl(task.recordId)} fileName={task.fileName}>
        {T.myFile}：{task.fileName}
      </DownloadLink>
    ) : null;
  if (task.isDis || !trainee) return file ? <div className={styles.actions}>{file}</div> : null;
  const canHandIn = !(task.status === 3 && task.passed);
  return (
    <div className={styles.actions}>
      {task.status === 0 ? (
        <button type="button" className={styles.primary} onClick={() => void start()} disabled={starting} aria-busy={starting}>
          {T.start}
        </button>
      ) : null}
      {canHandIn ? (
        <>
          <input
            ref={input}
            type="file"
            hidden
            accept={ACCEPT}
            aria-label={`${T.upload} ${T.task(task.taskId)} ${task.title}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <button type="button" className={styles.secondary} onClick={() => input.current?.click()} disabled={percent !== null}>
            {percent !== null ? T.uploading : task.recordId && task.fileName ? T.reupload : T.upload}
          </button>
        </>
      ) : null}
      {percent !== null ? (
        <span className={styles.progress} role="progressbar" aria-label={T.uploading} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100}>
          <span style={{ width: `${percent}%` }} />
        </span>
      ) : null}
      {file}
    </div>
  );
}

function TaskRow({ task, trainee, onChanged }: { task: PracticeTask; trainee: boolean; onChanged: () => Promise<void> }) {
  return (
    <li className={task.isDis ? `${styles.task} ${styles.locked}` : styles.task} aria-disabled={task.isDis || undefined}>
      <div className={styles.head}>
        <span className={styles.number}>{T.task(task.taskId)}</span>
        <h4 className={styles.title}>{task.title}</h4>
        {task.isDis ? <span className={styles.lockedMark}>{T.locked}</span> : <Standing task={task} />}
      </div>
      {task.description ? <p className={styles.description}>{task.description}</p> : null}
      <p className={styles.meta}>
        {T.passLine(task.passLine, task.fullScore)}
        {task.requires.length > 0 ? ` · ${T.requires(task.requires)}` : ''}
      </p>
      {task.isDis ? <p className={styles.reason}>{task.disReason}</p> : null}
      {task.comment ? (
        <p className={styles.comment}>
          {T.comment}
          {task.comment}
        </p>
      ) : null}
      <Actions task={task} trainee={trainee} onChanged={onChanged} />
    </li>
  );
}

/**
 * 实训任务: the training's practical tasks by chapter, each with its pass line and prerequisites; a gated task is shown
 * locked with the reason (the server refuses it too), an open one is started and its deliverable handed in with a
 * progress bar, then the list loads again. Its teachers (member, not trainee) see the tasks without the actions.
 */
export function PracticeTab({ sign, viewer, member, trainee }: { sign: string; viewer: string; member: boolean; trainee: boolean }) {
  const client = useQueryClient();
  const tasks = usePracticeTasks(sign, viewer, member);
  if (!member) return <TabNotice>{T.joinFirst}</TabNotice>;
  if (tasks.isPending) return <SkeletonLines rows={5} />;
  if (tasks.isError) return <TabNotice>{tasks.error.message || TRAINING_TEXT.loadFailed}</TabNotice>;
  if (tasks.data.length === 0) return <TabNotice>{T.empty}</TabNotice>;
  const reload = async (): Promise<void> => {
    await client.invalidateQueries({ queryKey: trainingKeys.training(sign) });
  };
  const groups: { key: string; title: string; tasks: PracticeTask[] }[] = [];
  for (const task of tasks.data) {
    const key = task.chapterIdSign || '-';
    let group = groups.find((g) => g.key === key);
    if (!group) {
      group = { key, title: task.chapterIdSign ? T.chapter(task.upperCaseChapterLevel, task.chapterName) : T.otherChapter, tasks: [] };
      groups.push(group);
    }
    group.tasks.push(task);
  }
  return (
    <div className={styles.tab}>
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-label={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ol className={styles.list} aria-label={`${group.title} ${T.listLabel}`}>
            {group.tasks.map((task) => (
              <TaskRow key={task.idSign} task={task} trainee={trainee} onChanged={reload} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

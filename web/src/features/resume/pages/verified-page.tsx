import { Button, Empty, Popconfirm, Spin, Tag } from 'antd';
import { addVerified, removeVerified, type Verified } from '@/api/resume';
import { toastSuccess } from '@/lib/toast';
import { useCandidates, usePractice, useResumeDetail, useResumeMutation } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './resume-forms.module.css';

const T = RESUME_TEXT.verified;

function Line({ v }: { v: Verified }) {
  return (
    <div className={styles.rowText}>
      <strong>
        {v.found ? v.title : v.revoked ? `${v.title}（${T.revoked}）` : T.gone}
        {v.found && <span className={styles.badge}>{T.badge}</span>}
      </strong>
      {(v.found || v.revoked) && (
        <span className={styles.muted}>
          {v.kindName} · {v.detail}
          {v.time ? ` · ${v.time.slice(0, 10)}` : ''}
        </span>
      )}
    </div>
  );
}

/** 实训任务成绩: every scored practical task; those that passed are among the records above. */
function PracticeScores() {
  const { data: practice } = usePractice();
  if (!practice || practice.length === 0) return null;
  return (
    <>
      <h3>{T.practice}</h3>
      <ul className={styles.list} aria-label={T.practice}>
        {practice.map((p) => (
          <li key={p.recordSign} className={styles.row}>
            <div className={styles.rowText}>
              <strong>{p.taskTitle}</strong>
              <span className={styles.muted}>
                {p.trainName} · {T.practiceScore(p.score, p.fullScore)} · {p.scoredAt.slice(0, 10)}
              </span>
            </div>
            {p.passed ? <Tag color="success">{T.passed}</Tag> : <Tag>{T.notPassed(p.passLine)}</Tag>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** 平台认证: the user's finished courses and trainings, graded exams and passed practical tasks, cited from the platform's records. */
export function VerifiedPage() {
  const { data: detail } = useResumeDetail();
  const { data: candidates, isPending } = useCandidates();
  const add = useResumeMutation((v: Verified) => addVerified(v.kind, v.sign));
  const remove = useResumeMutation((id: number) => removeVerified(id));
  const cited = detail?.verified ?? [];
  const open = (candidates ?? []).filter((c) => !c.added);
  return (
    <section className={styles.card} aria-labelledby="resume-verified">
      <h2 id="resume-verified">{RESUME_TEXT.sections.verified}</h2>
      <p className={styles.intro}>{T.intro}</p>
      <h3>{T.mine}</h3>
      {cited.length === 0 ? (
        <Empty description={RESUME_TEXT.empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className={styles.list} aria-label={T.mine}>
          {cited.map((v) => (
            <li key={v.verifiedId} className={styles.row}>
              <Line v={v} />
              <Popconfirm
                title={RESUME_TEXT.removeConfirm}
                okText={RESUME_TEXT.remove}
                cancelText={RESUME_TEXT.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove.mutateAsync(v.verifiedId ?? 0).then(() => toastSuccess(RESUME_TEXT.removed))}
              >
                <Button size="small" danger aria-label={`${RESUME_TEXT.remove} ${v.title}`}>
                  {RESUME_TEXT.remove}
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <h3>{T.candidates}</h3>
      {isPending ? (
        <Spin />
      ) : open.length === 0 ? (
        <Empty description={T.none} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <ul className={styles.list} aria-label={T.candidates}>
          {open.map((v) => (
            <li key={`${v.kind}-${v.sign}`} className={styles.row}>
              <Line v={v} />
              <Button
                size="small"
                type="primary"
                loading={add.isPending && add.variables?.sign === v.sign}
                onClick={() => add.mutate(v, { onSuccess: () => toastSuccess(RESUME_TEXT.added) })}
                aria-label={`${T.add} ${v.title}`}
              >
                {T.add}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PracticeScores />
    </section>
  );
}

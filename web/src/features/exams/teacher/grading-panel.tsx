import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, InputNumber, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { answerText } from './question-rules';
import { examKeys } from '../queries';
import { answerFileUrl, getTwoList, gradeAnswer, gradeRecord, type AttemptRecord, type ExamSubject, type RecordAnswer } from '@/api/exams';
import { COMMON_TEXT, GRADING_TEXT, TYPE_NAME } from './texts';
import styles from './teacher.module.css';
import { DownloadLink } from '@/components/download-link';

const T = GRADING_TEXT;
export const STATUS_COLOR: Record<number, string> = { 0: 'default', 1: 'orange', 2: 'success' };

/** A score the teacher typed: a whole number within 0–max, else the contract's message. */
export function scoreError(score: number | null, max: number): string | null {
  if (score === null || !Number.isInteger(score) || score < 0 || score > max) return T.scoreRange(max);
  return null;
}

/** One annotation answer: a score 0–max and an optional comment, saved on its own. */
function AnnotationGrade({ record, subject, answer, onSaved }: { record: AttemptRecord; subject: ExamSubject; answer?: RecordAnswer; onSaved: (r: AttemptRecord) => void }) {
  const max = Number(subject.score) || 0;
  const [score, setScore] = useState<number | null>(answer?.score ?? null);
  const [comment, setComment] = useState(answer?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    const found = scoreError(score, max);
    setError(found);
    if (found || score === null) return;
    setSaving(true);
    try {
      onSaved(await gradeAnswer(record.recordId, subject.idSign, score, comment.trim()));
      toastSuccess(COMMON_TEXT.saved);
    } catch (failure) {
      if (isApiError(failure) && failure.code === -2) setError(failure.msg);
      else toastError(isApiError(failure) ? failure.msg : COMMON_TEXT.loadFailed);
    } finally {
      setSaving(false);
    }
  };
  const id = `grade-${subject.idSign}`;
  return (
    <div className={styles.gradeRow}>
      <div>
        <label htmlFor={id} className={styles.meta}>
          {T.scoreLabel(max)}
        </label>
        <InputNumber
          id={id}
          step={1}
          precision={0}
          style={{ width: '100%' }}
          status={error ? 'error' : undefined}
          value={score}
          onChange={(v) => {
            setScore(v ?? null);
            setError(null);
          }}
        />
        {error && <div className={styles.errorText}>{error}</div>}
      </div>
      <div>
        <label htmlFor={`${id}-comment`} className={styles.meta}>
          {T.comment}
        </label>
        <Input.TextArea
          id={`${id}-comment`}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={500}
          placeholder={T.commentPlaceholder}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      </div>
      <Button type="primary" loading={saving} style={{ alignSelf: 'end' }} onClick={() => void save()}>
        {COMMON_TEXT.save}
      </Button>
    </div>
  );
}

function OptionLines({ subject }: { subject: ExamSubject }) {
  if (!subject.optionList?.length) return null;
  return (
    <div className={styles.meta}>
      {[...subject.optionList]
        .sort((a, b) => a.optionName.localeCompare(b.optionName))
        .map((o) => (
          <div key={o.optionName}>
            {o.optionName}. {o.optionContent}
          </div>
        ))}
    </div>
  );
}

/** The offline record: the student's file and one total score. */
function OfflineGrade({ record, onSaved }: { record: AttemptRecord; onSaved: (r: AttemptRecord) => void }) {
  const max = Number(record.totalScore) || 0;
  const [score, setScore] = useState<number | null>(record.score);
  const [comment, setComment] = useState(record.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    const found = scoreError(score, max);
    setError(found);
    if (found || score === null) return;
    setSaving(true);
    try {
      onSaved(await gradeRecord(record.recordId, score, comment.trim()));
      toastSuccess(COMMON_TEXT.saved);
    } catch (failure) {
      if (isApiError(failure) && failure.code === -2) setError(failure.msg);
      else toastError(isApiError(failure) ? failure.msg : COMMON_TEXT.loadFailed);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className={styles.card}>
      {record.hasFile ? (
        <DownloadLink href={answerFileUrl(record.recordId)}>{T.offlineFile}</DownloadLink>
      ) : (
        <span className={styles.meta}>{T.noFile}</span>
      )}
      <div className={styles.gradeRow}>
        <div>
          <label htmlFor="offline-score" className={styles.meta}>
            {T.totalScore(max)}
          </label>
          <InputNumber
            id="offline-score"
            precision={0}
            style={{ width: '100%' }}
            status={error ? 'error' : undefined}
            value={score}
            onChange={(v) => {
              setScore(v ?? null);
              setError(null);
            }}
          />
          {error && <div className={styles.errorText}>{error}</div>}
        </div>
        <div>
          <label htmlFor="offline-comment" className={styles.meta}>
            {T.comment}
          </label>
          <Input.TextArea id="offline-comment" autoSize={{ minRows: 1, maxRows: 4 }} maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
        </div>
        <Button type="primary" loading={saving} style={{ alignSelf: 'end' }} onClick={() => void save()}>
          {COMMON_TEXT.save}
        </Button>
      </div>
    </div>
  );
}

/**
 * The grading view of one record (作答记录与批改's drawer and /criticizes-system-one): the answers beside the questions,
 * a score and a comment per annotation answer, or the offline file with one total. `onGraded` gets the record as the
 * server answered the save (its new state and score).
 */
export function GradingPanel({
  opened,
  examinationId,
  offline,
  onGraded,
}: {
  opened: AttemptRecord;
  examinationId: string | null;
  offline: boolean;
  onGraded: (record: AttemptRecord) => void;
}) {
  const queryClient = useQueryClient();
  const [record, setRecord] = useState<AttemptRecord>(opened);
  const recordId = record?.recordId ?? '';
  const twoList = useQuery({
    queryKey: examKeys.twoList(examinationId ?? '', recordId),
    queryFn: () => getTwoList(examinationId ?? '', recordId),
    enabled: !!record && !!examinationId && !offline,
  });

  const saved = (next: AttemptRecord): void => {
    const merged = { ...record, ...next };
    setRecord((r) => ({ ...r, ...next }));
    void queryClient.invalidateQueries({ queryKey: examKeys.twoList(examinationId ?? '', recordId) });
    onGraded(merged);
  };

  const answers = new Map((twoList.data?.answers ?? []).map((a) => [a.subjectId, a]));
  return (
    <div className={styles.panel}>
      <div className={styles.cardHead}>
        <span>
          <Tag color={STATUS_COLOR[record.submitStatus]} data-testid="record-status">
            {T.submitStatus[record.submitStatus]}
          </Tag>
          <span data-testid="record-score">{T.recordScore(record.score, record.totalScore)}</span>
        </span>
        <span className={styles.meta}>
          {T.columns.leaveCount} {record.leaveCount}
        </span>
      </div>
      {record.submitStatus === 0 && <Alert type="info" showIcon message={T.submitStatus[0]} />}
      {offline ? (
        <OfflineGrade record={record} onSaved={saved} />
      ) : !examinationId ? (
        <Empty />
      ) : twoList.isPending ? (
        <Skeleton active />
      ) : (
        (twoList.data?.subjects ?? []).map((subject, i) => {
          const answer = answers.get(subject.idSign);
          const given = answerText(subject.type, answer?.answer ?? '');
          return (
            <section key={subject.idSign} className={styles.card} aria-label={`第${i + 1}题`}>
              <div className={styles.cardHead}>
                <strong>
                  {i + 1}. <Tag>{TYPE_NAME[subject.type]}</Tag>
                  {T.gotScore(answer?.score ?? null, Number(subject.score) || 0)}
                </strong>
                {subject.type === 5 && answer?.score == null && <Tag color="orange">{T.ungraded}</Tag>}
              </div>
              <div className={styles.stem}>{subject.subjectName}</div>
              <OptionLines subject={subject} />
              <div>
                <div className={styles.meta}>{T.studentAnswer}</div>
                <div className={styles.answerBox}>{given || T.noAnswer}</div>
              </div>
              {subject.answer && (
                <div className={styles.meta}>
                  {subject.type === 5 ? T.reference : T.correctAnswer}：{answerText(subject.type, subject.answer)}
                </div>
              )}
              {subject.type === 5 && record.submitStatus !== 0 && (
                <AnnotationGrade record={record} subject={subject} answer={answer} onSaved={saved} />
              )}
            </section>
          );
        })
      )}
    </div>
  );
}

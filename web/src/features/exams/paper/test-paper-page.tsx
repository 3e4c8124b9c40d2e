import { Alert, App as AntApp, Button, Drawer, Grid, Spin } from 'antd';
import { type CSSProperties, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isApiError, messageOf } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import type { Paper } from '@/api/exams';
import { formatCountdown, isAnswered, questionNumbers } from './answer';
import { AnswerSheet } from './answer-sheet';
import { usePaper } from '../queries';
import { QuestionView } from './question-view';
import { EXAM_TEXT } from './texts';
import { usePaperSession } from './use-paper-session';
import styles from './test-paper-page.module.css';

const T = EXAM_TEXT.paper;
/** The countdown turns red in the last five minutes. */
const HURRY_SECONDS = 300;

/**
 * The bar's height, kept up to date (it wraps on a phone, and a long title wraps too): the answer sheet and the
 * questions' scroll stops sit below the header and the bar. Read from the observer's entries, which the browser
 * delivers after its own layout (the first right after the bar appears): asking the element for its size while the
 * paper renders would force a layout of the whole page inside that long task.
 */
function useBarHeight() {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    if (!bar || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize?.[0];
      setHeight(Math.ceil(box ? box.blockSize : bar.getBoundingClientRect().height));
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, [bar]);
  const style = height ? ({ '--paper-bar-height': `${height}px` } as CSSProperties) : undefined;
  return [setBar, style] as const;
}

function PaperBody({ paper }: { paper: Paper }) {
  const navigate = useNavigate();
  const { modal } = AntApp.useApp();
  const wide = Grid.useBreakpoint().md !== false;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [barRef, barStyle] = useBarHeight();
  const recordId = paper.testPaperData.unitestingUserRecordId;

  const onSubmitted = useCallback(
    (id: string, message: string | null) => {
      if (message) toastError(message);
      else toastSuccess(T.submitted);
      navigate(paths.lookAnswer.getHref(id), { replace: true });
    },
    [navigate],
  );
  const session = usePaperSession(paper, { onSubmitted });
  const groups = paper.testPaperVal;
  const total = groups.reduce((sum, group) => sum + group.children.length, 0);
  const unanswered = total - Object.values(session.answers).filter((value) => isAnswered(value)).length;
  const locked = session.status !== 'doing';

  const confirmSubmit = (): void => {
    modal.confirm({
      title: T.confirmTitle,
      content: unanswered > 0 ? T.confirmUnanswered(unanswered) : T.confirmAll,
      okText: T.confirmOk,
      cancelText: T.cancel,
      onOk: async () => {
        try {
          await session.submit();
        } catch (error) {
          toastError(messageOf(error, T.submitFailed));
        }
      },
    });
  };

  const numbers = questionNumbers(groups);
  const sheet = <AnswerSheet groups={groups} answers={session.answers} onJump={() => setSheetOpen(false)} />;
  const submitButton = (
    <Button type="primary" onClick={confirmSubmit} loading={session.status === 'submitting'} disabled={session.status === 'submitted'}>
      {T.submit}
    </Button>
  );

  return (
    <div className={styles.page} style={barStyle} data-record={recordId}>
      <header ref={barRef} className={styles.bar}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{paper.testPaperData.examinationName}</h1>
          <p className={styles.saveState} aria-live="polite">
            {session.saveFailed ? <span className={styles.saveFailed}>{T.saveFailed}</span> : session.savedAt ? T.saved(formatServerTime(session.savedAt)) : ''}
          </p>
        </div>
        <div className={styles.barRight}>
          <span className={styles.timerLabel}>{T.countdown}</span>
          <span role="timer" aria-label={T.countdown} className={session.remaining <= HURRY_SECONDS ? `${styles.timer} ${styles.hurry}` : styles.timer}>
            {formatCountdown(session.remaining)}
          </span>
          {wide ? null : (
            <Button onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
              {T.openSheet}
            </Button>
          )}
          {submitButton}
        </div>
      </header>
      <div className={styles.layout}>
        <main className={styles.questions}>
          <p className={styles.total}>{T.totalScore(paper.testPaperData.totalScore)}</p>
          {paper.testPaperData.attention ? (
            <Alert type="info" showIcon className={styles.attention} message={T.attention} description={<span className={styles.preWrap}>{paper.testPaperData.attention}</span>} />
          ) : null}
          {groups.map((group) => (
            <section key={group.type} className={styles.group} aria-label={group.typeName}>
              <h2 className={styles.groupTitle}>{group.typeName}</h2>
              {group.children.map((question) => (
                <QuestionView
                  key={question.unitestingBankId}
                  question={question}
                  type={group.type}
                  number={numbers.get(question.unitestingBankId) ?? 0}
                  value={session.answers[question.unitestingBankId] ?? null}
                  disabled={locked}
                  onChange={(value) => session.setAnswer(question.unitestingBankId, value)}
                />
              ))}
            </section>
          ))}
        </main>
        {wide ? <aside className={styles.aside}>{sheet}</aside> : null}
      </div>
      {wide ? null : (
        <Drawer title={T.answerSheet} placement="bottom" open={sheetOpen} onClose={() => setSheetOpen(false)}>
          {sheet}
        </Drawer>
      )}
    </div>
  );
}

/** A refusal naming the student's submitted attempt (试卷已提交, 已达到作答次数上限) leads to its result. */
function submittedRecord(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const data = error.response?.data as { recordId?: unknown } | null | undefined;
  return typeof data?.recordId === 'string' && data.recordId !== '' ? data.recordId : null;
}

/** `/testPaper/{examSign}` (login): starts or resumes the attempt and shows the paper. */
export function TestPaperPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const restart = search.get('restart') === '1';
  const paper = usePaper(id, restart);
  // Every question's first render in slices rather than one long task when the paper arrives: the deferred copy
  // re-renders at a transition's priority, which yields to the browser every few ms (the spinner stays meanwhile).
  const shown = useDeferredValue(paper.data);
  const navigate = useNavigate();
  const submitted = paper.isError ? submittedRecord(paper.error) : null;
  const refusal = paper.isError ? paper.error.message : '';

  // A reload must resume, never restart again.
  const loaded = paper.isSuccess;
  useEffect(() => {
    if (loaded && restart) setSearch({}, { replace: true });
  }, [loaded, restart, setSearch]);

  // 试卷已提交 (or no attempts left) names the submitted attempt: its result opens instead (docs/exams.md).
  useEffect(() => {
    if (!submitted) return;
    if (refusal) toastError(refusal);
    navigate(paths.lookAnswer.getHref(submitted), { replace: true });
  }, [submitted, refusal, navigate]);

  if (paper.isError) {
    return (
      <div className={styles.center}>
        <EmptyState description={paper.error.message || T.notFound} />
        {submitted ? (
          <Link to={paths.lookAnswer.getHref(submitted)}>{EXAM_TEXT.list.result}</Link>
        ) : (
          <Button onClick={() => window.history.back()}>{T.back}</Button>
        )}
      </div>
    );
  }
  if (paper.isPending || !shown) {
    return (
      <div className={`${styles.center} ${styles.loading}`}>
        <Spin size="large" description={T.loading}>
          <div className={styles.spinBox} />
        </Spin>
      </div>
    );
  }
  if (shown.testPaperData.answerMode === 2) {
    return (
      <div className={styles.center}>
        <EmptyState description={T.offline} />
        <Button onClick={() => window.history.back()}>{T.back}</Button>
      </div>
    );
  }
  return <PaperBody key={shown.testPaperData.unitestingUserRecordId} paper={shown} />;
}

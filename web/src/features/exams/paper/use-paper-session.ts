import { useCallback, useEffect, useRef, useState } from 'react';
import { API_CODE, isApiError } from '@/api/errors';
import { savePaper, type Paper, type SaveResult } from '@/api/exams';
import { countDownMs } from './answer';
import { watchLeaves } from './leave-tracker';

/** Autosave waits this long after the last change (docs/exams.md: debounced 1 s). */
export const AUTOSAVE_DEBOUNCE_MS = 1000;
/** The countdown redraws once a second. */
const TICK_MS = 1000;
/** How often a save the server did not take (a later one was stored) is sent again above it before giving up. */
const MAX_RESENDS = 3;
/** Spec 02 §9: the report interval when the server names none. */
const DEFAULT_REPORT_SECONDS = 30;

export type SessionStatus = 'doing' | 'submitting' | 'submitted';

export type PaperSession = {
  answers: Record<string, string | null>;
  /** Whole seconds left, from the server's deadline. */
  remaining: number;
  status: SessionStatus;
  savedAt: string | null;
  saveFailed: boolean;
  leaveCount: number;
  setAnswer: (bankId: string, value: string | null) => void;
  /** Saves with `submit: true`; resolves once the server answered. */
  submit: () => Promise<void>;
};

type Options = {
  /** The attempt is over (submitted by the student, by time, or found submitted): `message` when the server said why. */
  onSubmitted: (recordId: string, message: string | null) => void;
};

function initialAnswers(paper: Paper): Record<string, string | null> {
  const answers: Record<string, string | null> = {};
  for (const group of paper.testPaperVal) for (const question of group.children) answers[question.unitestingBankId] = question.value ?? null;
  return answers;
}

/**
 * One attempt's life on the page: the answers, autosave (1 s after a change and every `reportTime` seconds, each
 * save with a larger `saveSeq`, one at a time), the countdown from the server's `second` re-synced from every save's
 * `remainingSeconds`, the page-left count (window blur or the page hidden, once per leave), and the submit (by hand or when time is up).
 */
export function usePaperSession(paper: Paper, { onSubmitted }: Options): PaperSession {
  const recordId = paper.testPaperData.unitestingUserRecordId;
  const [answers, setAnswers] = useState(() => initialAnswers(paper));
  const [remaining, setRemaining] = useState(() => Math.max(0, Math.floor(paper.second)));
  const [status, setStatus] = useState<SessionStatus>('doing');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [leaveCount, setLeaveCount] = useState(paper.leaveCount ?? 0);

  const answersRef = useRef(answers);
  const seqRef = useRef(paper.saveSeq ?? 0);
  const leaveRef = useRef(paper.leaveCount ?? 0);
  // Set when the page mounts (below), before the countdown's first tick.
  const deadlineRef = useRef(0);
  const chainRef = useRef<Promise<void>>(Promise.resolve());
  const debounceRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const doneRef = useRef(false);
  const onSubmittedRef = useRef(onSubmitted);
  useEffect(() => {
    onSubmittedRef.current = onSubmitted;
  }, [onSubmitted]);

  const finish = useCallback(
    (message: string | null) => {
      if (doneRef.current) return;
      doneRef.current = true;
      setStatus('submitted');
      onSubmittedRef.current(recordId, message);
    },
    [recordId],
  );

  const applyResult = useCallback(
    (result: SaveResult) => {
      seqRef.current = Math.max(seqRef.current, result.saveSeq);
      deadlineRef.current = Date.now() + Math.max(0, result.remainingSeconds) * 1000;
      setRemaining(Math.max(0, Math.floor(result.remainingSeconds)));
      setSavedAt(result.savedAt);
      setSaveFailed(false);
      if (result.submitStatus !== 0) finish(null);
    },
    [finish],
  );

  /** Queues one save behind any running one, so saves reach the server in `saveSeq` order. */
  const save = useCallback(
    (submit: boolean): Promise<void> => {
      const send = async (): Promise<SaveResult> => {
        seqRef.current += 1;
        const list = Object.entries(answersRef.current).map(([unitestingBankId, answer]) => ({ unitestingBankId, answer }));
        const result = await savePaper({
          unitestingUserRecordId: recordId,
          subjectAnswerReqList: list,
          countDown: countDownMs((deadlineRef.current - Date.now()) / 1000),
          saveSeq: seqRef.current,
          leaveCount: leaveRef.current,
          ...(submit ? { submit: true } : {}),
        });
        applyResult(result);
        return result;
      };
      const run = async (): Promise<void> => {
        if (doneRef.current) return;
        try {
          // Not taken: the attempt holds a later save than this page knew of — the page before a reload whose last
          // save arrived after this page read the paper, or another tab. This page's answers (and a submit) go again
          // above it; applyResult moved seqRef up to the stored saveSeq.
          for (let sent = 0; sent <= MAX_RESENDS; sent += 1) {
            const result = await send();
            if (result.applied !== false || doneRef.current) return;
          }
          throw new Error('save not taken');
        } catch (error) {
          // -1000: the time is up (the server submitted what it had) or the attempt is over.
          if (isApiError(error) && error.code === API_CODE.BUSINESS_ERROR) finish(error.msg);
          else {
            setSaveFailed(true);
            if (submit) throw error;
          }
        }
      };
      const next = chainRef.current.then(run);
      chainRef.current = next.catch(() => undefined);
      return next;
    },
    [recordId, applyResult, finish],
  );

  const scheduleSave = useCallback(() => {
    if (debounceRef.current) clearTimeout(debounceRef.current);
    debounceRef.current = setTimeout(() => {
      debounceRef.current = null;
      void save(false);
    }, AUTOSAVE_DEBOUNCE_MS);
  }, [save]);

  const setAnswer = useCallback(
    (bankId: string, value: string | null) => {
      if (doneRef.current) return;
      answersRef.current = { ...answersRef.current, [bankId]: value };
      setAnswers(answersRef.current);
      scheduleSave();
    },
    [scheduleSave],
  );

  const submittingRef = useRef<Promise<void> | null>(null);
  const submit = useCallback((): Promise<void> => {
    if (doneRef.current) return Promise.resolve();
    if (submittingRef.current) return submittingRef.current;
    if (debounceRef.current) clearTimeout(debounceRef.current);
    debounceRef.current = null;
    setStatus('submitting');
    const running = save(true).finally(() => {
      submittingRef.current = null;
      if (!doneRef.current) setStatus('doing');
    });
    submittingRef.current = running;
    return running;
  }, [save]);

  const initialSecond = paper.second;
  useEffect(() => {
    deadlineRef.current = Date.now() + Math.max(0, initialSecond) * 1000;
  }, [initialSecond]);

  // The periodic save.
  useEffect(() => {
    const seconds = paper.reportTime > 0 ? paper.reportTime : DEFAULT_REPORT_SECONDS;
    const timer = setInterval(() => void save(false), seconds * 1000);
    return () => clearInterval(timer);
  }, [paper.reportTime, save]);

  // The countdown; at 0 the paper is submitted.
  useEffect(() => {
    const tick = (): void => {
      const left = Math.max(0, Math.ceil((deadlineRef.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !doneRef.current) void submit().catch(() => undefined);
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [submit]);

  // Leaving the page (another window or app: blur; another tab, a minimised window: hidden) counts once per leave —
  // blur and hidden of one switch are one leave — and saves at once: a hidden page may never run the debounced save.
  useEffect(
    () =>
      watchLeaves(window, () => {
        if (doneRef.current) return;
        leaveRef.current += 1;
        setLeaveCount(leaveRef.current);
        if (debounceRef.current) clearTimeout(debounceRef.current);
        debounceRef.current = null;
        void save(false);
      }),
    [save],
  );

  // Leaving the paper: a pending change is saved at once.
  useEffect(
    () => () => {
      if (debounceRef.current) {
        clearTimeout(debounceRef.current);
        debounceRef.current = null;
        void save(false);
      }
    },
    [save],
  );

  return { answers, remaining, status, savedAt, saveFailed, leaveCount, setAnswer, submit };
}

import type { PaperGroup } from '@/api/exams';
import { isAnswered, questionNumbers } from './answer';
import { questionAnchor } from './question-view';
import { EXAM_TEXT } from './texts';
import styles from './test-paper-page.module.css';

const T = EXAM_TEXT.paper;

type Props = {
  groups: PaperGroup[];
  answers: Record<string, string | null>;
  /** Called after a jump (the phone drawer closes). */
  onJump?: () => void;
};

/** Scrolls to a question and puts the keyboard on its first input. */
export function jumpTo(bankId: string): void {
  const section = document.getElementById(questionAnchor(bankId));
  if (!section) return;
  section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const input = section.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])');
  input?.focus({ preventScroll: true });
}

/** 答题卡: every question's number by group, answered ones marked; a number jumps to its question. */
export function AnswerSheet({ groups, answers, onJump }: Props) {
  const numbers = questionNumbers(groups);
  const total = groups.reduce((sum, group) => sum + group.children.length, 0);
  const answered = groups.reduce((sum, group) => sum + group.children.filter((q) => isAnswered(answers[q.unitestingBankId])).length, 0);
  return (
    <nav className={styles.sheet} aria-label={T.answerSheet}>
      <p className={styles.sheetCount}>
        {T.answered} {answered} / {total}
      </p>
      {groups.map((group) => (
        <div key={group.type} className={styles.sheetGroup}>
          <h4 className={styles.sheetTitle}>{group.typeName}</h4>
          <ol className={styles.sheetNumbers}>
            {group.children.map((question) => {
              const number = numbers.get(question.unitestingBankId) ?? 0;
              const done = isAnswered(answers[question.unitestingBankId]);
              return (
                <li key={question.unitestingBankId}>
                  <button
                    type="button"
                    className={done ? `${styles.sheetNumber} ${styles.sheetDone}` : styles.sheetNumber}
                    aria-label={`${T.question(number)} ${done ? T.answered : T.unanswered}`}
                    onClick={() => {
                      jumpTo(question.unitestingBankId);
                      onJump?.();
                    }}
                  >
                    {number}
                  </button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <p className={styles.legend}>
        <span className={`${styles.legendMark} ${styles.sheetDone}`} aria-hidden /> {T.answered}
        <span className={styles.legendMark} aria-hidden /> {T.unanswered}
      </p>
    </nav>
  );
}

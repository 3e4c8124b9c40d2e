import { Button, Skeleton, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import type { ExamOption, QuestionType, RecordQuestion } from '@/api/exams';
import { decodeAnswer, isAnswered, JUDGMENT_VALUES, questionNumbers } from '../paper/answer';
import { DISPLAY_COLOR, examDisplay } from '../paper/exam-display';
import { useExamRecord } from '../queries';
import { EXAM_TEXT } from '../paper/texts';
import styles from './look-answer-page.module.css';

const T = EXAM_TEXT.look;
const P = EXAM_TEXT.paper;

/** An encoded answer as the student reads it: option letters with their text, 正确/错误, or the text itself. */
export function answerText(type: QuestionType, value: string | null | undefined, options: ExamOption[]): string | null {
  if (!isAnswered(value)) return null;
  if (type === 3) return value === JUDGMENT_VALUES.right ? P.right : value === JUDGMENT_VALUES.wrong ? P.wrong : (value as string);
  if (type === 1 || type === 2) {
    const names = type === 2 ? (decodeAnswer(2, value) as string[]) : [value as string];
    return names
      .map((name) => {
        const option = options.find((o) => o.optionName === name);
        return option ? `${name}. ${option.optionContent}` : name;
      })
      .join('；');
  }
  if (type === 4) return (value as string).split('|').join(' 或 ');
  return value as string;
}

function QuestionResult({ question, type, number, released }: { question: RecordQuestion; type: QuestionType; number: number; released: boolean }) {
  const mine = answerText(type, question.value, question.optionList);
  const right = released ? answerText(type, question.answer, question.optionList) : null;
  const full = question.gotScore !== null && question.gotScore >= question.score;
  const gotColor = question.gotScore === null ? DISPLAY_COLOR.orange : full ? DISPLAY_COLOR.green : DISPLAY_COLOR.red;
  return (
    <article className={styles.question} aria-label={P.question(number)}>
      <h3 className={styles.stem}>
        <span>{number}.</span> {question.subjectName}
        <span className={styles.points}>{P.score(question.score)}</span>
      </h3>
      {(type === 1 || type === 2) && question.optionList.length > 0 ? (
        <ul className={styles.options}>
          {question.optionList.map((option) => (
            <li key={option.optionName}>
              {option.optionName}. {option.optionContent}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.facts}>
        <dt>{T.yourAnswer}</dt>
        <dd className={styles.preWrap}>{mine ?? <span className={styles.muted}>{T.noAnswer}</span>}</dd>
        <dt>{T.score}</dt>
        <dd style={{ color: gotColor }}>
          {T.gotScore(question.gotScore, question.score)}
          {question.gotScore === null ? <Tag className={styles.tag} color="orange">{T.grading}</Tag> : null}
        </dd>
        {question.comment ? (
          <>
            <dt>{T.comment}</dt>
            <dd className={styles.preWrap}>{question.comment}</dd>
          </>
        ) : null}
        {released ? (
          <>
            <dt>{T.rightAnswer}</dt>
            <dd className={styles.preWrap}>{right ?? '--'}</dd>
            <dt>{T.analysis}</dt>
            <dd className={styles.preWrap}>{question.analysis || <span className={styles.muted}>{T.noAnalysis}</span>}</dd>
          </>
        ) : null}
      </dl>
    </article>
  );
}

/** `/look-answer?recordId=` (login): the attempt's score in the §4 colours and every answer, the key once released. */
export function LookAnswerPage() {
  const [search] = useSearchParams();
  const recordId = search.get('recordId') ?? '';
  const record = useExamRecord(recordId);

  if (recordId === '') return <EmptyState description={T.missing} />;
  if (record.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }
  if (record.isError) {
    return (
      <div className={styles.center}>
        <EmptyState description={record.error.message || T.missing} />
      </div>
    );
  }
  const data = record.data;
  const released = data.answersReleased ?? data.groups.some((group) => group.children.some((q) => q.answer !== undefined));
  const display = examDisplay({ expired: false, submitted: data.submitStatus !== 0, score: data.score, totalScore: data.totalScore });
  const numbers = questionNumbers(data.groups);
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{data.examinationName}</h1>
        <p className={styles.scoreLine} aria-label={T.score}>
          <span className={styles.scoreLabel}>{T.score}</span>
          <span className={styles.score} style={display.score.color ? { color: display.score.color } : undefined} data-testid="record-score">
            {display.score.value}
          </span>
          {display.score.note ? (
            <span className={styles.scoreNote} style={{ color: display.score.note.color }}>
              {display.score.note.text}
            </span>
          ) : null}
          <span className={styles.muted}>{T.totalScore(data.totalScore)}</span>
        </p>
        {data.comment ? (
          <p className={styles.preWrap}>
            <span className={styles.scoreLabel}>{T.comment}：</span>
            {data.comment}
          </p>
        ) : null}
        {released ? null : <p className={styles.notReleased}>{T.notReleased}</p>}
        <Button onClick={() => window.history.back()}>{T.backToCourse}</Button>
      </header>
      {data.groups.map((group) => (
        <section key={group.type} className={styles.group} aria-label={group.typeName}>
          <h2 className={styles.groupTitle}>{group.typeName}</h2>
          {group.children.map((question) => (
            <QuestionResult
              key={question.unitestingBankId}
              question={question}
              type={group.type}
              number={numbers.get(question.unitestingBankId) ?? 0}
              released={released}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

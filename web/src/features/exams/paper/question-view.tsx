import { Checkbox, Input, Radio } from 'antd';
import type { PaperQuestion, QuestionType } from '@/api/exams';
import { decodeAnswer, encodeAnswer, JUDGMENT_VALUES } from './answer';
import { EXAM_TEXT } from './texts';
import styles from './test-paper-page.module.css';

const T = EXAM_TEXT.paper;
const FILL_MAX = 200;
const TEXT_MAX = 5000;

export const questionAnchor = (bankId: string): string => `q-${bankId}`;

type Props = {
  question: PaperQuestion;
  type: QuestionType;
  number: number;
  value: string | null;
  disabled: boolean;
  onChange: (value: string | null) => void;
};

function Choices({ question, type, value, disabled, onChange, labelId }: Omit<Props, 'number'> & { labelId: string }) {
  if (type === 1 || type === 3) {
    const options =
      type === 1
        ? question.optionList.map((option) => ({ value: option.optionName, label: `${option.optionName}. ${option.optionContent}` }))
        : [
            { value: JUDGMENT_VALUES.right, label: T.right },
            { value: JUDGMENT_VALUES.wrong, label: T.wrong },
          ];
    return (
      <Radio.Group
        aria-labelledby={labelId}
        className={styles.options}
        value={decodeAnswer(type, value) ?? undefined}
        disabled={disabled}
        onChange={(event) => onChange(encodeAnswer(type, event.target.value as string))}
        options={options}
      />
    );
  }
  return (
    <Checkbox.Group
      aria-labelledby={labelId}
      className={styles.options}
      value={decodeAnswer(2, value) as string[]}
      disabled={disabled}
      onChange={(names) => onChange(encodeAnswer(2, names as string[]))}
      options={question.optionList.map((option) => ({ value: option.optionName, label: `${option.optionName}. ${option.optionContent}` }))}
    />
  );
}

/** One question of the paper: its stem and score, and the input of its type (spec 02 §2 "Test paper views"). */
export function QuestionView({ question, type, number, value, disabled, onChange }: Props) {
  const labelId = `${questionAnchor(question.unitestingBankId)}-stem`;
  let input;
  if (type === 4) {
    input = (
      <Input
        aria-labelledby={labelId}
        placeholder={T.fillPlaceholder}
        maxLength={FILL_MAX}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(encodeAnswer(4, event.target.value))}
      />
    );
  } else if (type === 5) {
    input = (
      <Input.TextArea
        aria-labelledby={labelId}
        placeholder={T.textPlaceholder}
        maxLength={TEXT_MAX}
        autoSize={{ minRows: 4, maxRows: 14 }}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(encodeAnswer(5, event.target.value))}
      />
    );
  } else {
    input = <Choices question={question} type={type} value={value} disabled={disabled} onChange={onChange} labelId={labelId} />;
  }
  return (
    <section id={questionAnchor(question.unitestingBankId)} className={styles.question} aria-labelledby={labelId}>
      <h3 id={labelId} className={styles.stem}>
        <span className={styles.number}>{number}.</span> {question.subjectName}
        <span className={styles.points}>{T.score(question.score)}</span>
      </h3>
      {input}
    </section>
  );
}

import { Avatar, Button, Form, Input, Segmented, Skeleton, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addAnswer, addQuestion, type Question, type QuestionSort } from '@/api/courses';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { courseKeys, useAnswers, useQuestions } from '../queries';
import { COURSE_TEXT } from '../texts';
import styles from './course-tabs.module.css';

const TEXT = COURSE_TEXT.detail.qa;
/** docs/courses.md: questions and answers are at most 500 characters. */
export const QA_MAX_LENGTH = 500;

type TextFormProps = {
  field: 'questionsContent' | 'answersContent';
  placeholder: string;
  submitLabel: string;
  emptyMessage: string;
  tooLongMessage: string;
  onSubmit: (text: string) => Promise<string>;
};

/** One text box and a button; the server's field message lands on the box. */
function TextForm({ field, placeholder, submitLabel, emptyMessage, tooLongMessage, onSubmit }: TextFormProps) {
  const [form] = Form.useForm<Record<string, string>>();
  const [sending, setSending] = useState(false);
  const send = async (values: Record<string, string>): Promise<void> => {
    setSending(true);
    try {
      const msg = await onSubmit(values[field].trim());
      form.resetFields();
      toastSuccess(msg);
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.field === field) form.setFields([{ name: field, errors: [error.msg] }]);
      else toastError(error.msg);
    } finally {
      setSending(false);
    }
  };
  return (
    <Form form={form} onFinish={(values) => void send(values)} className={styles.qaForm}>
      <Form.Item
        name={field}
        rules={[
          { required: true, whitespace: true, message: emptyMessage },
          { max: QA_MAX_LENGTH, message: tooLongMessage },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder={placeholder} aria-label={placeholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}

function Answers({ question, canPost }: { question: Question; canPost: boolean }) {
  const client = useQueryClient();
  const answers = useAnswers(question.idSign, true);
  const list = answers.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className={styles.answers}>
      {answers.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {!answers.isPending && list.length === 0 ? <p className={styles.muted}>{TEXT.noAnswers}</p> : null}
      <ul className={styles.answerList}>
        {list.map((answer) => (
          <li key={answer.idSign} className={styles.answer}>
            <Avatar size={28} src={answer.userPhoto || undefined}>
              {answer.userName.slice(0, 1)}
            </Avatar>
            <div className={styles.answerBody}>
              <div className={styles.qaMeta}>
                <span className={styles.qaName}>{answer.userName}</span>
                {answer.isTeacher ? <Tag color="blue">{TEXT.teacher}</Tag> : null}
                <span>{formatServerTime(answer.createdAt)}</span>
              </div>
              <p className={styles.qaText}>{answer.answersContent}</p>
            </div>
          </li>
        ))}
      </ul>
      {answers.hasNextPage ? (
        <Button type="link" size="small" loading={answers.isFetchingNextPage} onClick={() => void answers.fetchNextPage()}>
          {TEXT.moreAnswers}
        </Button>
      ) : null}
      {canPost ? (
        <TextForm
          field="answersContent"
          placeholder={TEXT.answerPlaceholder}
          submitLabel={TEXT.answerSubmit}
          emptyMessage={TEXT.emptyAnswer}
          tooLongMessage={TEXT.tooLongAnswer}
          onSubmit={async (text) => {
            const msg = await addAnswer(question.idSign, text);
            await client.invalidateQueries({ queryKey: courseKeys.answers(question.idSign) });
            return msg;
          }}
        />
      ) : null}
    </div>
  );
}

function QuestionItem({ question, canPost }: { question: Question; canPost: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <li className={styles.question}>
      <Avatar size={36} src={question.userPhoto || undefined}>
        {question.userName.slice(0, 1)}
      </Avatar>
      <div className={styles.questionBody}>
        <div className={styles.qaMeta}>
          <span className={styles.qaName}>{question.userName}</span>
          <span>{formatServerTime(question.createdAt)}</span>
        </div>
        <p className={styles.qaText}>{question.questionsContent}</p>
        <Button type="link" size="small" className={styles.toggleAnswers} aria-expanded={open} onClick={() => setOpen(!open)}>
          {TEXT.answers(question.answerCount)} · {open ? TEXT.hideAnswers : TEXT.showAnswers}
        </Button>
        {open ? <Answers question={question} canPost={canPost} /> : null}
      </div>
    </li>
  );
}

/** 问答: questions 3 at a time, newest or most answered; enrolled users (and teachers) ask and answer. */
export function QaTab({ courseSign, canPost }: { courseSign: string; canPost: boolean }) {
  const client = useQueryClient();
  const [sort, setSort] = useState<QuestionSort>(0);
  const questions = useQuestions(courseSign, sort, true);
  const list = questions.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className={styles.qa}>
      {canPost ? (
        <TextForm
          field="questionsContent"
          placeholder={TEXT.askPlaceholder}
          submitLabel={TEXT.askSubmit}
          emptyMessage={TEXT.emptyQuestion}
          tooLongMessage={TEXT.tooLongQuestion}
          onSubmit={async (text) => {
            await addQuestion(courseSign, text);
            await client.invalidateQueries({ queryKey: courseKeys.questions(courseSign) });
            return TEXT.asked;
          }}
        />
      ) : (
        <p className={styles.muted}>{TEXT.joinToAsk}</p>
      )}
      <Segmented<QuestionSort>
        value={sort}
        onChange={setSort}
        options={[
          { label: TEXT.newest, value: 0 },
          { label: TEXT.hottest, value: 1 },
        ]}
      />
      {questions.isPending ? <Skeleton active avatar paragraph={{ rows: 2 }} /> : null}
      {!questions.isPending && list.length === 0 ? <EmptyState description={TEXT.empty} /> : null}
      <ul className={styles.questions}>
        {list.map((question) => (
          <QuestionItem key={question.idSign} question={question} canPost={canPost} />
        ))}
      </ul>
      {questions.hasNextPage ? (
        <Button block loading={questions.isFetchingNextPage} onClick={() => void questions.fetchNextPage()}>
          {TEXT.moreQuestions}
        </Button>
      ) : null}
    </div>
  );
}

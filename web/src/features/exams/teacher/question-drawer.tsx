import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Drawer, Empty, Form, Input, InputNumber, Radio, Select, Skeleton, Space } from 'antd';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { addQuestion, getQuestion, updateQuestion, type QuestionInput, type QuestionType } from '@/api/exams';
import { draftOf, emptyDraft, hasChoices, letters, removeOption, validateDraft, type DraftErrors, type DraftField, type QuestionDraft } from './question-rules';
import { BANK_TEXT, COMMON_TEXT, LEVEL_NAME, TYPE_NAME } from './texts';
import { examKeys } from '../queries';
import styles from './teacher.module.css';

const T = BANK_TEXT;
const F = T.fields;
const FIELDS: DraftField[] = ['type', 'subjectName', 'options', 'answer', 'score', 'level', 'serialNumber', 'analysis'];

type Props = {
  courseSign: string;
  /** null: closed; 'new': add; a sign: edit that question. */
  editing: string | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 新增 / 编辑试题: the five types; options A–H added and removed, the correct answer picked from them. */
export function QuestionDrawer({ courseSign, editing, onClose, onSaved }: Props) {
  return (
    <Drawer open={editing !== null} title={editing === 'new' ? T.addTitle : T.editTitle} size="min(720px, 100vw)" onClose={onClose} destroyOnHidden>
      {editing === 'new' && <QuestionForm key="new" courseSign={courseSign} sign={null} initial={emptyDraft()} onClose={onClose} onSaved={onSaved} />}
      {editing !== null && editing !== 'new' && <QuestionLoader key={editing} courseSign={courseSign} sign={editing} onClose={onClose} onSaved={onSaved} />}
    </Drawer>
  );
}

function QuestionLoader({ courseSign, sign, onClose, onSaved }: { courseSign: string; sign: string; onClose: () => void; onSaved: () => void }) {
  const question = useQuery({ queryKey: examKeys.question(sign), queryFn: () => getQuestion(sign), gcTime: 0, staleTime: 0 });
  if (question.isPending) return <Skeleton active />;
  if (!question.data) return <Empty description={COMMON_TEXT.loadFailed} />;
  return <QuestionForm courseSign={courseSign} sign={sign} initial={draftOf(question.data)} onClose={onClose} onSaved={onSaved} />;
}

type FormProps = { courseSign: string; sign: string | null; initial: QuestionDraft; onClose: () => void; onSaved: () => void };

function QuestionForm({ courseSign, sign, initial, onClose, onSaved }: FormProps) {
  const [draft, setDraft] = useState<QuestionDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [fillText, setFillText] = useState('');

  const patch = (change: Partial<QuestionDraft>): void => setDraft((d) => ({ ...d, ...change }));
  const names = letters(draft.options.length);

  const write = useMutation({
    mutationFn: (input: QuestionInput) => (sign === null ? addQuestion(courseSign, input) : updateQuestion(sign, input)),
    onSuccess: () => {
      toastSuccess(sign === null ? COMMON_TEXT.added : COMMON_TEXT.updated);
      onSaved();
    },
    onError: (error) => {
      if (isApiError(error) && error.field && FIELDS.includes(error.field as DraftField)) {
        setErrors({ [error.field]: error.msg });
      } else if (isApiError(error) && error.field === 'optionList') {
        setErrors({ options: error.msg });
      } else {
        toastError(isApiError(error) ? error.msg : COMMON_TEXT.loadFailed);
      }
    },
  });
  const saving = write.isPending;

  const save = (): void => {
    const { errors: found, input } = validateDraft(draft);
    setErrors(found);
    if (!input) return;
    write.mutate(input);
  };

  const addFill = (): void => {
    const text = fillText.trim();
    if (text && !draft.fills.includes(text)) patch({ fills: [...draft.fills, text] });
    setFillText('');
  };

  const status = (field: DraftField) => (errors[field] ? ('error' as const) : undefined);

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={F.type} required validateStatus={status('type')} help={errors.type}>
        <Radio.Group
          aria-label={F.type}
          value={draft.type}
          onChange={(e) => patch({ type: e.target.value as QuestionType })}
          options={[1, 2, 3, 4, 5].map((t) => ({ value: t, label: TYPE_NAME[t] }))}
        />
      </Form.Item>
      <Form.Item label={F.subjectName} required htmlFor="question-subject" validateStatus={status('subjectName')} help={errors.subjectName}>
        <Input.TextArea
          id="question-subject"
          autoSize={{ minRows: 2, maxRows: 8 }}
          value={draft.subjectName}
          showCount
          maxLength={2000}
          onChange={(e) => patch({ subjectName: e.target.value })}
        />
      </Form.Item>
      {hasChoices(draft.type) && (
        <Form.Item label={F.options} required validateStatus={status('options')} help={errors.options}>
          <div className={styles.options}>
            {draft.options.map((text, i) => (
              <div key={i} className={styles.optionRow}>
                <span className={styles.optionLetter}>{names[i]}</span>
                <Form.Item noStyle>
                  <Input
                    aria-label={T.optionPlaceholder(names[i])}
                    placeholder={T.optionPlaceholder(names[i])}
                    value={text}
                    maxLength={500}
                    status={errors.optionAt?.[i] ? 'error' : undefined}
                    onChange={(e) => patch({ options: draft.options.map((o, j) => (j === i ? e.target.value : o)) })}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={T.removeOption(names[i])}
                  title={T.removeOption(names[i])}
                  disabled={draft.options.length <= 2}
                  onClick={() => setDraft((d) => removeOption(d, i))}
                />
                {errors.optionAt?.[i] && <span className={styles.errorText}>{errors.optionAt[i]}</span>}
              </div>
            ))}
            <Button
              icon={<PlusOutlined />}
              disabled={draft.options.length >= 8}
              onClick={() => patch({ options: [...draft.options, ''] })}
            >
              {T.addOption}
            </Button>
          </div>
        </Form.Item>
      )}
      <Form.Item
        label={draft.type === 4 ? F.fillAnswers : draft.type === 5 ? F.reference : F.answer}
        required={draft.type !== 5}
        validateStatus={status('answer')}
        help={errors.answer}
      >
        {draft.type === 1 && (
          <Radio.Group
            aria-label={F.answer}
            value={draft.single}
            onChange={(e) => patch({ single: e.target.value as string })}
            options={names.map((l) => ({ value: l, label: l }))}
          />
        )}
        {draft.type === 2 && (
          <Checkbox.Group
            aria-label={F.answer}
            value={draft.multiple}
            onChange={(v) => patch({ multiple: (v as string[]).slice().sort() })}
            options={names.map((l) => ({ value: l, label: l }))}
          />
        )}
        {draft.type === 3 && (
          <Radio.Group
            aria-label={F.answer}
            value={draft.judgment}
            onChange={(e) => patch({ judgment: e.target.value as '1' | '0' })}
            options={[
              { value: '1', label: T.judgment['1'] },
              { value: '0', label: T.judgment['0'] },
            ]}
          />
        )}
        {draft.type === 4 && (
          <div className={styles.options}>
            <Input
              aria-label={F.fillAnswers}
              placeholder={T.fillPlaceholder}
              value={fillText}
              maxLength={200}
              onChange={(e) => setFillText(e.target.value)}
              onPressEnter={(e) => {
                e.preventDefault();
                addFill();
              }}
              onBlur={addFill}
            />
            <div className={styles.tags}>
              {draft.fills.map((text) => (
                <span key={text} className={styles.tag}>
                  {text}
                  <button
                    type="button"
                    className={styles.tagClose}
                    aria-label={`删除答案${text}`}
                    onClick={() => patch({ fills: draft.fills.filter((f) => f !== text) })}
                  >
                    ×
                  </button>
                </span>
              ))}
            </div>
          </div>
        )}
        {draft.type === 5 && (
          <Input.TextArea
            aria-label={F.reference}
            autoSize={{ minRows: 2, maxRows: 8 }}
            value={draft.reference}
            maxLength={5000}
            onChange={(e) => patch({ reference: e.target.value })}
          />
        )}
      </Form.Item>
      <div className={styles.formRow3}>
        <Form.Item label={F.score} required htmlFor="question-score" validateStatus={status('score')} help={errors.score}>
          <InputNumber id="question-score" min={1} max={100} precision={0} style={{ width: '100%' }} value={draft.score} onChange={(v) => patch({ score: v ?? null })} />
        </Form.Item>
        <Form.Item label={F.level} validateStatus={status('level')} help={errors.level}>
          <Select
            aria-label={F.level}
            value={draft.level}
            onChange={(v) => patch({ level: v })}
            options={[1, 2, 3].map((l) => ({ value: l, label: LEVEL_NAME[l] }))}
          />
        </Form.Item>
        <Form.Item label={F.serialNumber} htmlFor="question-serial" validateStatus={status('serialNumber')} help={errors.serialNumber ?? T.serialHint}>
          <InputNumber id="question-serial" min={1} max={9999} precision={0} style={{ width: '100%' }} value={draft.serialNumber} onChange={(v) => patch({ serialNumber: v ?? null })} />
        </Form.Item>
      </div>
      <Form.Item label={F.analysis} htmlFor="question-analysis" validateStatus={status('analysis')} help={errors.analysis}>
        <Input.TextArea id="question-analysis" autoSize={{ minRows: 2, maxRows: 8 }} value={draft.analysis} maxLength={5000} onChange={(e) => patch({ analysis: e.target.value })} />
      </Form.Item>
      <Space className={styles.formActions}>
        <Button onClick={onClose}>{COMMON_TEXT.cancel}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {COMMON_TEXT.save}
        </Button>
      </Space>
    </Form>
  );
}

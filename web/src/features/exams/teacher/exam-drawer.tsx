import { useMutation } from '@tanstack/react-query';
import { Button, DatePicker, Drawer, Form, Input, InputNumber, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { isApiError } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { emptyExamDraft, examDraftOf, takesChapter, TIME_FORMAT, validateExam, type ExamDraft, type ExamErrors, type ExamField } from './exam-rules';
import { addExam, updateExam, type ChapterOption, type Exam, type ExamInput, type ExamType } from '@/api/exams';
import { ANSWER_MODE_NAME, COMMON_TEXT, EXAM_TEXT, EXAM_TYPE_NAME } from './texts';
import styles from './teacher.module.css';

const T = EXAM_TEXT;
const F = T.fields;
const FIELDS: ExamField[] = ['type', 'examinationName', 'attention', 'startTime', 'endTime', 'examTime', 'attemptLimit', 'answerMode', 'chapterIdSign'];

/** The course's chapters for the chapter select (null: the app gave none, no select). */
export type ChapterChoices = { list: ChapterOption[]; loading: boolean } | null;

type Props = {
  courseSign: string;
  chapters: ChapterChoices;
  /** null: closed; 'new': add; an exam: edit it. */
  editing: Exam | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
};

/** 新增 / 编辑考试: type, name, instructions, start and end (date-time pickers), duration, answer mode, shuffle, attempts. */
export function ExamDrawer({ courseSign, chapters, editing, onClose, onSaved }: Props) {
  return (
    <Drawer open={editing !== null} title={editing === 'new' ? T.addTitle : T.editTitle} size="min(640px, 100vw)" onClose={onClose} destroyOnHidden>
      {editing !== null && (
        <ExamForm
          key={editing === 'new' ? 'new' : editing.idSign}
          courseSign={courseSign}
          chapters={chapters}
          exam={editing === 'new' ? null : editing}
          onClose={onClose}
          onSaved={onSaved}
        />
      )}
    </Drawer>
  );
}

function ExamForm({
  courseSign,
  chapters,
  exam,
  onClose,
  onSaved,
}: {
  courseSign: string;
  chapters: ChapterChoices;
  exam: Exam | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState<ExamDraft>(() => (exam ? examDraftOf(exam) : emptyExamDraft()));
  const [errors, setErrors] = useState<ExamErrors>({});

  const patch = (change: Partial<ExamDraft>): void => setDraft((d) => ({ ...d, ...change }));
  const status = (field: ExamField) => (errors[field] ? ('error' as const) : undefined);

  const write = useMutation({
    mutationFn: (input: ExamInput) => (exam === null ? addExam(courseSign, input) : updateExam(exam.idSign, input)),
    onSuccess: () => {
      toastSuccess(exam === null ? COMMON_TEXT.added : COMMON_TEXT.updated);
      onSaved();
    },
    onError: (error) => {
      if (isApiError(error) && error.field && FIELDS.includes(error.field as ExamField)) setErrors({ [error.field]: error.msg });
      else toastError(isApiError(error) ? error.msg : COMMON_TEXT.loadFailed);
    },
  });
  const saving = write.isPending;

  const save = (): void => {
    const { errors: found, input } = validateExam(draft);
    setErrors(found);
    if (!input) return;
    write.mutate(input);
  };

  return (
    <Form layout="vertical" component="div">
      <div className={styles.formRow2}>
        <Form.Item label={F.type} required validateStatus={status('type')} help={errors.type}>
          <Select<ExamType>
            aria-label={F.type}
            value={draft.type}
            onChange={(v) => patch({ type: v })}
            options={([1, 2, 3] as const).map((t) => ({ value: t, label: EXAM_TYPE_NAME[t] }))}
          />
        </Form.Item>
        <Form.Item label={F.answerMode} validateStatus={status('answerMode')} help={errors.answerMode}>
          <Radio.Group
            aria-label={F.answerMode}
            value={draft.answerMode}
            onChange={(e) => patch({ answerMode: e.target.value as 1 | 2 })}
            options={[1, 2].map((m) => ({ value: m, label: ANSWER_MODE_NAME[m] }))}
          />
        </Form.Item>
      </div>
      {chapters && takesChapter(draft.type) ? (
        <Form.Item label={F.chapter} htmlFor="exam-chapter" validateStatus={status('chapterIdSign')} help={errors.chapterIdSign ?? F.chapterHint}>
          <Select<string>
            id="exam-chapter"
            aria-label={F.chapter}
            allowClear
            placeholder={F.chapterPlaceholder}
            loading={chapters.loading}
            // Picked only once the chapters are in, and the current chapter shows by name (never as a bare sign).
            disabled={chapters.loading}
            value={chapters.loading ? undefined : (draft.chapterIdSign ?? undefined)}
            onChange={(v) => patch({ chapterIdSign: v ?? null })}
            options={chapters.list.map((c) => ({ value: c.idSign, label: F.chapterLabel(c.upperCaseChapterLevel, c.chapterName) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item label={F.examinationName} required htmlFor="exam-name" validateStatus={status('examinationName')} help={errors.examinationName}>
        <Input id="exam-name" value={draft.examinationName} maxLength={50} showCount onChange={(e) => patch({ examinationName: e.target.value })} />
      </Form.Item>
      <Form.Item label={F.attention} htmlFor="exam-attention" validateStatus={status('attention')} help={errors.attention}>
        <Input.TextArea
          id="exam-attention"
          autoSize={{ minRows: 2, maxRows: 6 }}
          value={draft.attention}
          maxLength={2000}
          onChange={(e) => patch({ attention: e.target.value })}
        />
      </Form.Item>
      <div className={styles.formRow2}>
        <Form.Item label={F.startTime} required htmlFor="exam-start" validateStatus={status('startTime')} help={errors.startTime}>
          <DatePicker
            id="exam-start"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
            value={draft.startTime}
            onChange={(v) => patch({ startTime: v })}
          />
        </Form.Item>
        <Form.Item label={F.endTime} required htmlFor="exam-end" validateStatus={status('endTime')} help={errors.endTime}>
          <DatePicker
            id="exam-end"
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            style={{ width: '100%' }}
            value={draft.endTime}
            onChange={(v) => patch({ endTime: v })}
          />
        </Form.Item>
        <Form.Item label={F.examTime} htmlFor="exam-time" validateStatus={status('examTime')} help={errors.examTime ?? F.examTimeHint}>
          <InputNumber id="exam-time" min={0} max={600} precision={0} style={{ width: '100%' }} value={draft.examTime} onChange={(v) => patch({ examTime: v ?? null })} />
        </Form.Item>
        <Form.Item label={F.attemptLimit} htmlFor="exam-attempts" validateStatus={status('attemptLimit')} help={errors.attemptLimit}>
          <InputNumber
            id="exam-attempts"
            min={1}
            max={10}
            precision={0}
            style={{ width: '100%' }}
            value={draft.attemptLimit}
            onChange={(v) => patch({ attemptLimit: v ?? null })}
          />
        </Form.Item>
      </div>
      <Form.Item label={F.shuffle} help={F.shuffleHint}>
        <Switch aria-label={F.shuffle} checked={draft.shuffle} onChange={(v) => patch({ shuffle: v })} />
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

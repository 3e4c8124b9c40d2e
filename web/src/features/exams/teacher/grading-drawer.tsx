import { Drawer } from 'antd';
import type { AnswerMode, AttemptRecord } from '@/api/exams';
import { GradingPanel } from './grading-panel';
import { GRADING_TEXT } from './texts';

const T = GRADING_TEXT;

type Props = {
  record: AttemptRecord | null;
  examinationId: string | null;
  /** The record's answer mode (record-mode.ts): 2 grades the uploaded file with one total. */
  answerMode: AnswerMode;
  onClose: () => void;
  onGraded: () => void;
};

/** 批改: the record's answers beside the questions; annotation answers get a score and a comment; offline a total. */
export function GradingDrawer({ record: opened, examinationId, answerMode, onClose, onGraded }: Props) {
  return (
    <Drawer
      open={opened !== null}
      title={opened ? T.gradeTitle(opened.userName, opened.examinationName) : ''}
      size="min(860px, 100vw)"
      onClose={onClose}
      destroyOnHidden
    >
      {opened && <GradingPanel key={opened.recordId} opened={opened} examinationId={examinationId} offline={answerMode === 2} onGraded={onGraded} />}
    </Drawer>
  );
}

import type { ComponentType } from 'react';
import { ExamManagementTab, type LoadChapters } from '@/features/exams/teacher/exam-management-tab';
import { GradingTab } from '@/features/exams/teacher/grading-tab';
import { QuestionBankTab, type RenderExport } from '@/features/exams/teacher/question-bank-tab';
import { getContentTree } from '@/api/authoring';
import { ExportButton } from '@/components/export-button';
import { useManagedCourse } from '@/features/teaching/manage/manage-context';

/** The teacher's exam tabs (features/exams/teacher) inside the course management shell (features/teaching/manage). */
const renderExport: RenderExport = (path, body, disabled) => <ExportButton path={path} body={body} disabled={disabled} />;
/** The exam form's chapter select: the course's chapters from the authoring tree (features/teaching). */
const loadChapters: LoadChapters = getContentTree;

function QuestionBankRoute() {
  const { courseSign } = useManagedCourse();
  return <QuestionBankTab key={courseSign} courseSign={courseSign} renderExport={renderExport} />;
}

function ExamManagementRoute() {
  const { courseSign } = useManagedCourse();
  return <ExamManagementTab key={courseSign} courseSign={courseSign} renderExport={renderExport} loadChapters={loadChapters} />;
}

function GradingRoute() {
  const { courseSign } = useManagedCourse();
  return <GradingTab key={courseSign} courseSign={courseSign} renderExport={renderExport} />;
}

/** Child route (spec 02 §2 names) → its tab. */
export const EXAM_TEACHER_TABS: Record<string, ComponentType> = {
  'single-questions': QuestionBankRoute,
  'test-manangement': ExamManagementRoute,
  'unit-testing': GradingRoute,
};

export { ExamManagementTab, type LoadChapters } from './exam-management-tab';
export { GradingTab } from './grading-tab';
export { QuestionBankTab, type RenderExport } from './question-bank-tab';

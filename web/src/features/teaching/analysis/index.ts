// The analysis tabs of course management (运营分析, 学习分析, 成绩管理) and the school's teacher list (本校教师).
export { OperationalAnalysisTab } from './operational-analysis-tab';
export { StudyAnalysisTab } from './study-analysis-tab';
export { ScoreManagementTab } from './score-management-tab';
export { SchoolTeachersPanel } from './school-teachers-panel';

// Course management analysis tabs (运营分析, 学习分析, 成绩管理) and the school's teacher list.
// Stubs for now; the course management shell mounts them by name.
import { createElement } from 'react';

interface TabProps {
  courseSign: string;
}

export function OperationalAnalysisTab({ courseSign }: TabProps) {
  return createElement('div', { 'data-course': courseSign }, '运营分析');
}

export function StudyAnalysisTab({ courseSign }: TabProps) {
  return createElement('div', { 'data-course': courseSign }, '学习分析');
}

export function ScoreManagementTab({ courseSign }: TabProps) {
  return createElement('div', { 'data-course': courseSign }, '成绩管理');
}

import { Card, Select, Tabs } from 'antd';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageHead } from '@/features/admin/components/page-head';
import styles from '@/features/admin/pages/pages.module.css';
import { useSchoolCourses } from '@/features/school-admin/queries';
import { SCHOOL_STATISTICS_TEXT } from '@/features/school-admin/texts';
import { OperationalAnalysisTab } from '@/features/teaching/analysis/operational-analysis-tab';
import { SchoolTeachersPanel } from '@/features/teaching/analysis/school-teachers-panel';
import { ScoreManagementTab } from '@/features/teaching/analysis/score-management-tab';
import { StudyAnalysisTab } from '@/features/teaching/analysis/study-analysis-tab';

const T = SCHOOL_STATISTICS_TEXT;
const TABS = ['teachers', 'scores', 'study', 'operations'] as const;
type Tab = (typeof TABS)[number];
/** The picker's page: the 50 latest published courses and trainings matching what is typed (the call's largest). */
const PICKER_SIZE = 50;

/**
 * /school-admin/statistics (学校管理后台 · 教学统计): the school's teachers (teaching's 本校教师), and for a published
 * course or training of the school picked at the top, teaching's 成绩管理, 学习分析 and 运营分析 (charts and .xlsx
 * exports) — the server lets a school admin read every course of their school. The tab and course stay in the address.
 */
export function SchoolStatisticsRoute() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((t) => t === params.get('tab')) ?? 'teachers';
  const course = params.get('course') ?? '';
  const [keyword, setKeyword] = useState('');
  const courses = useSchoolCourses({ status: 1, keyword: keyword.trim() || undefined, page: 1, size: PICKER_SIZE });
  const go = (next: { tab?: Tab; course?: string }): void => {
    const query: Record<string, string> = { tab: next.tab ?? tab };
    const sign = next.course ?? course;
    if (sign) query.course = sign;
    setParams(query, { replace: true });
  };

  // The picked course's name, kept while a search shows other courses.
  const [picked, setPicked] = useState<{ sign: string; name: string } | null>(null);
  const options = (courses.data?.list ?? []).map((c) => ({
    value: c.idSign,
    label: c.offering === 2 ? `${c.name}（${T.training}）` : c.name,
    title: `${c.name} · ${T.students(c.studentCount)}`,
  }));
  const picker = (
    <Select
      aria-label={T.course}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder={T.coursePlaceholder}
      loading={courses.isFetching}
      options={options}
      labelRender={({ label, value }) => label ?? (picked?.sign === value ? picked.name : value)}
      value={course || undefined}
      onChange={(sign: string, option) => {
        if (option && !Array.isArray(option)) setPicked({ sign, name: String(option.label) });
        go({ course: sign, tab: tab === 'teachers' ? 'scores' : tab });
      }}
      notFoundContent={courses.isPending ? undefined : T.noCourses}
      style={{ minWidth: 260 }}
    />
  );

  const ofCourse = (render: (sign: string) => ReactNode) =>
    course ? <div key={course}>{render(course)}</div> : <EmptyState description={T.chooseCourse} />;

  return (
    <div className={styles.page}>
      <PageHead title={T.title} intro={T.intro} extra={picker} />
      <Card size="small">
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key as Tab })}
          destroyOnHidden
          items={[
            { key: 'teachers', label: T.tabs.teachers, children: <SchoolTeachersPanel /> },
            { key: 'scores', label: T.tabs.scores, children: ofCourse((sign) => <ScoreManagementTab courseSign={sign} />) },
            { key: 'study', label: T.tabs.study, children: ofCourse((sign) => <StudyAnalysisTab courseSign={sign} />) },
            { key: 'operations', label: T.tabs.operations, children: ofCourse((sign) => <OperationalAnalysisTab courseSign={sign} />) },
          ]}
        />
      </Card>
    </div>
  );
}

import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { analysisPaths, filterBody, type SchoolTeacherRow } from '@/api/teaching';
import { ListSection, SearchBox } from './analysis-parts';
import { useSchoolTeacherList } from '../queries';
import { ANALYSIS_TEXT } from './texts';

const T = ANALYSIS_TEXT.teachers;

/** 本校教师: the teachers and school admins of the caller's school, with their courses and students (export included). */
export function SchoolTeachersPanel() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const query = useSchoolTeacherList(keyword, page);
  const C = T.columns;
  const columns: TableColumnsType<SchoolTeacherRow> = [
    { title: C.name, dataIndex: 'name' },
    { title: C.mobile, dataIndex: 'mobile' },
    { title: C.jobNumber, dataIndex: 'jobNumber', render: (v: string) => v || '—' },
    { title: C.courseCount, dataIndex: 'courseCount', align: 'right' },
    { title: C.studentCount, dataIndex: 'studentCount', align: 'right' },
  ];
  return (
    <ListSection<SchoolTeacherRow>
      title={T.title}
      testId="school-teachers"
      filters={
        <SearchBox
          placeholder={T.search}
          onSearch={(k) => {
            setKeyword(k);
            setPage(1);
          }}
        />
      }
      query={query}
      columns={columns}
      rowKey={(r) => r.teacherIdSign}
      page={page}
      onPage={setPage}
      exportPath={analysisPaths.schoolTeachers}
      exportBody={filterBody({ keyword })}
      emptyText={T.empty}
    />
  );
}

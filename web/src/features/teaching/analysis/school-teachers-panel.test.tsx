import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { bodiesOf } from '@/testing/teacher-fixtures';
import { stubTeacher } from './analysis-fixtures';
import { SchoolTeachersPanel } from './school-teachers-panel';

/** Generous waits: the suite shares two cores with builds. */
const LONG = { timeout: 5000 };

const TEACHER = { teacherIdSign: 't1', name: '王丽华', mobile: '138****0002', jobNumber: 'T2019001', courseCount: 2, studentCount: 24 };

describe('SchoolTeachersPanel', () => {
  it('lists the school teachers with courses and students; search and paging go into the body', async () => {
    const { calls } = stubTeacher({
      '/statistics/schoolTeacherList': { code: 200, data: { list: [TEACHER, { ...TEACHER, teacherIdSign: 't2', name: '郑建国', jobNumber: '' }], total: 11 } },
    });
    renderInRouter(<SchoolTeachersPanel />);
    const panel = await screen.findByTestId('school-teachers', undefined, LONG);
    expect(within(panel).getByText('本校教师')).toBeInTheDocument();
    const row = (await within(panel).findByText('王丽华', undefined, LONG)).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('138****0002');
    expect(row).toHaveTextContent('T2019001');
    expect(row).toHaveTextContent('24');
    expect(within(panel).getByText('郑建国').closest('tr')).toHaveTextContent('—');
    for (const title of ['姓名', '手机号', '工号', '课程数', '学员数']) {
      expect(within(panel).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    expect(bodiesOf(calls, '/statistics/schoolTeacherList')[0]).toEqual({ page: 1, page_size: 10 });
    fireEvent.click(within(panel).getByTitle('2'));
    await vi.waitFor(() => expect(bodiesOf(calls, '/statistics/schoolTeacherList')).toContainEqual({ page: 2, page_size: 10 }), LONG);
    const search = within(panel).getByPlaceholderText('搜索姓名、手机号或工号');
    fireEvent.change(search, { target: { value: '郑' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await vi.waitFor(() => expect(bodiesOf(calls, '/statistics/schoolTeacherList')).toContainEqual({ keyword: '郑', page: 1, page_size: 10 }), LONG);
  });

  it('says so when the school has no teachers', async () => {
    stubTeacher({ '/statistics/schoolTeacherList': { code: 200, data: { list: [], total: 0 } } });
    renderInRouter(<SchoolTeachersPanel />);
    const panel = await screen.findByTestId('school-teachers', undefined, LONG);
    await vi.waitFor(() => expect(within(panel).getAllByText('本校暂无教师').length).toBeGreaterThan(0), LONG);
    expect(within(panel).getByRole('button', { name: /导出 Excel/ })).toBeDisabled();
  });
});

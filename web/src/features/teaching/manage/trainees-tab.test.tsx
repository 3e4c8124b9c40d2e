import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, stubTeacher } from '@/testing/teacher-fixtures';
import { FakeXhr, formFields, stubXhr } from '@/testing/fake-xhr';
import { MY_COURSES } from './test-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const student = (i: number) => ({
  userSign: `s${i}`, name: `学生${i}`, mobile: `138****000${i % 10}`, studentCard: `20240101${i}`, source: 'join', progress: 40,
  studyStatus: 1, joinedAt: '2026-11-20T09:00:00+08:00',
});
const students = (page: number, total = 12) => ({
  code: 200,
  data: { list: Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) => student((page - 1) * 10 + i + 1)), total },
});
const IMPORTED = { '/statistics/importedStudentList': { code: 200, data: { list: [], total: 0 } } };
const open = async (section?: string) => {
  renderAt('/course-management/trainees-management?course=c1');
  await screen.findByRole('tab', { name: '学员管理', selected: true }, { timeout: 5000 });
  if (section) await userEvent.click(screen.getByText(section));
};

describe('学员管理 · 学员名单', { timeout: 60_000 }, () => {
  it('lists the students in pages of 10 and searches', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': (c) => students(Number(c.body?.page)) });
    await open();
    expect(await screen.findByText('学生1')).toBeInTheDocument();
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('学生11')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索姓名、手机号或学号' }), '学生1{Enter}');
    await waitFor(() =>
      expect(bodiesOf(calls, '/statistics/findStudentList')).toContainEqual({ courseId: 'c1', page: 1, size: 10, keyword: '学生1' }),
    );
    expect(bodiesOf(calls, '/statistics/findStudentList')[0]).toEqual({ courseId: 'c1', page: 1, size: 10 });
  });

  it('removes the selected students only after the confirmation (删除成功)', async () => {
    const { calls } = stubTeacher({
      ...MY_COURSES,
      '/statistics/findStudentList': (c) => students(Number(c.body?.page)),
      '/statistics/deleteTeacher': { code: 200, msg: '删除成功', data: { removed: 2 } },
    });
    await open();
    await screen.findByText('学生1');
    const remove = screen.getByRole('button', { name: '移除学员' });
    expect(remove).toBeDisabled();
    await userEvent.click(within(screen.getByText('学生1').closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(within(screen.getByText('学生2').closest('tr') as HTMLElement).getByRole('checkbox'));
    expect(screen.getByText('已选 2 人')).toBeInTheDocument();
    await userEvent.click(remove);
    expect(await screen.findByText('确定将选中的 2 名学员移出本课程吗？他们在本课程的学习进度和学习记录将一并删除。')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/deleteTeacher')).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('dialog').pop()?.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/deleteTeacher')).toEqual([{ courseId: 'c1', studentList: ['s1', 's2'] }]);
  });

  it('shows the server message when the removal is refused', async () => {
    stubTeacher({
      ...MY_COURSES,
      '/statistics/findStudentList': (c) => students(Number(c.body?.page)),
      '/statistics/deleteTeacher': { code: -2, msg: '请选择要删除的学员', data: { field: 'studentList' } },
    });
    await open();
    await screen.findByText('学生1');
    await userEvent.click(within(screen.getByText('学生1').closest('tr') as HTMLElement).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '移除学员' }));
    await screen.findByText('确定将选中的 1 名学员移出本课程吗？他们在本课程的学习进度和学习记录将一并删除。');
    await userEvent.click(screen.getAllByRole('dialog').pop()?.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('请选择要删除的学员')).toBeInTheDocument();
  });

  it('has the export button of the list', async () => {
    stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': (c) => students(Number(c.body?.page)) });
    await open();
    await screen.findByText('学生1');
    expect(screen.getByRole('button', { name: /导出 Excel/ })).toBeEnabled();
  });
});

const row = (n: number, over: Record<string, unknown> = {}) => ({
  row: n, name: `学生${n}`, mobile: `1380000000${n}`, studentCard: '', userSign: `u${n}`, status: 'ok', error: '', ...over,
});
const xlsx = () => new File(['PK'], 'students.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('学员管理 · 导入学员', { timeout: 60_000 }, () => {
  it('offers the template and refuses a file that is not .xlsx before sending', async () => {
    stubXhr();
    stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': students(1, 0) });
    await open('导入学员');
    expect(screen.getByRole('link', { name: /下载导入模板/ })).toHaveAttribute('href', '/api/v1/statistics/studentTemplate');
    await userEvent.upload(screen.getByTestId('import-file-input'), new File(['a,b'], 'a.csv'), { applyAccept: false });
    expect(await screen.findByText('请上传 .xlsx 格式的 Excel 文件')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();
  });

  it('shows the errors in red and keeps 确认导入 disabled while any row is wrong', async () => {
    stubXhr();
    const { calls } = stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': students(1, 0) });
    await open('导入学员');
    await userEvent.upload(screen.getByTestId('import-file-input'), xlsx());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    expect(FakeXhr.last?.url).toBe('/api/v1/statistics/importStudents');
    expect(formFields()).toEqual({ courseId: 'c1', file: 'students.xlsx' });
    act(() =>
      FakeXhr.last?.answer({
        code: 200,
        data: { rows: [row(2), row(3, { status: 'error', userSign: null, error: '未找到该学员，请先注册并加入本校' }), row(4, { status: 'enrolled' })], okCount: 1, errorCount: 1 },
      }),
    );
    const error = await screen.findByText('未找到该学员，请先注册并加入本校');
    expect(error).toHaveClass(/error/);
    expect(screen.getByText('可导入 1 人，已是学员 1 人，有误 1 行')).toBeInTheDocument();
    expect(screen.getByText('已是学员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(bodiesOf(calls, '/statistics/addStudyProgressList')).toHaveLength(0);
  });

  it('imports a clean preview (导入成功) and reloads the lists', async () => {
    stubXhr();
    const { calls } = stubTeacher({
      ...MY_COURSES,
      ...IMPORTED,
      '/statistics/findStudentList': students(1, 0),
      '/statistics/addStudyProgressList': { code: 200, msg: '导入成功', data: { added: 2, alreadyEnrolled: 0 } },
    });
    await open('导入学员');
    await userEvent.upload(screen.getByTestId('import-file-input'), xlsx());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: 200, data: { rows: [row(2), row(3, { studentCard: '2024010103', mobile: '' })], okCount: 2, errorCount: 0 } }));
    const confirm = await screen.findByRole('button', { name: '确认导入' });
    expect(confirm).toBeEnabled();
    const before = bodiesOf(calls, '/statistics/findStudentList').length;
    await userEvent.click(confirm);
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/addStudyProgressList')).toEqual([
      {
        courseId: 'c1',
        rows: [
          { row: 2, name: '学生2', mobile: '13800000002', studentCard: '' },
          { row: 3, name: '学生3', mobile: '', studentCard: '2024010103' },
        ],
      },
    ]);
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('学员名单'));
    await waitFor(() => expect(bodiesOf(calls, '/statistics/findStudentList').length).toBeGreaterThan(before));
  });

  it('shows the rows the server found wrong on import', async () => {
    stubXhr();
    stubTeacher({
      ...MY_COURSES,
      '/statistics/findStudentList': students(1, 0),
      '/statistics/addStudyProgressList': {
        code: -2,
        msg: '有1行数据有误，请修改后重新导入',
        data: { field: 'rows', rows: [row(2, { status: 'error', error: '姓名与账号不一致' })] },
      },
    });
    await open('导入学员');
    await userEvent.upload(screen.getByTestId('import-file-input'), xlsx());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: 200, data: { rows: [row(2)], okCount: 1, errorCount: 0 } }));
    await userEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('有1行数据有误，请修改后重新导入')).toBeInTheDocument();
    expect(screen.getByText('姓名与账号不一致')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /确认导入/ })).toBeDisabled(), { timeout: 5000 });
  });

  it('shows a refused file as the server words it', async () => {
    stubXhr();
    stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': students(1, 0) });
    await open('导入学员');
    await userEvent.upload(screen.getByTestId('import-file-input'), xlsx());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: -2, msg: '模板格式不正确，请下载导入模板', data: { field: 'file' } }));
    expect(await screen.findByText('模板格式不正确，请下载导入模板')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
  });
});

describe('学员管理 · another course', { timeout: 60_000 }, () => {
  it('drops the import preview when the course changes (never imported into the other course)', async () => {
    stubXhr();
    stubTeacher({ ...MY_COURSES, '/statistics/findStudentList': students(1, 0) });
    const { router } = renderAt('/course-management/trainees-management?course=c1');
    await screen.findByRole('tab', { name: '学员管理', selected: true });
    await userEvent.click(screen.getByText('导入学员'));
    await userEvent.upload(screen.getByTestId('import-file-input'), xlsx());
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: 200, data: { rows: [row(2)], okCount: 1, errorCount: 0 } }));
    expect(await screen.findByRole('button', { name: '确认导入' })).toBeEnabled();
    await userEvent.click(screen.getByRole('combobox', { name: '当前课程' }));
    await userEvent.click(await screen.findByTitle('财务管理'));
    await waitFor(() => expect(router.state.location.search).toBe('?course=c2'));
    expect(screen.queryByRole('button', { name: '确认导入' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '学员名单' })).toBeChecked();
  });
});

describe('学员管理 · 导入记录 and 激活码', { timeout: 60_000 }, () => {
  it('lists the imported students', async () => {
    const { calls } = stubTeacher({
      ...MY_COURSES,
      '/statistics/findStudentList': students(1, 0),
      '/statistics/importedStudentList': {
        code: 200,
        data: { list: [{ userSign: 's1', name: '张晓明', mobile: '138****0001', studentCard: '2024010100', importedBy: '王丽华', importedAt: '2026-11-22T10:00:00+08:00' }], total: 1 },
      },
    });
    await open('导入记录');
    expect(await screen.findByText('张晓明')).toBeInTheDocument();
    expect(screen.getByText('王丽华')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/importedStudentList')).toEqual([{ courseId: 'c1', page: 1, size: 10 }]);
  });

  const CODE = { code: 'ABCD1234EFGH5678', status: 0, usedBy: '', usedAt: null, createdAt: '2026-11-22T10:00:00+08:00', expiresAt: null };
  const codesApi = (more: Parameters<typeof stubTeacher>[0] = {}) =>
    stubTeacher({
      ...MY_COURSES,
      '/statistics/findStudentList': students(1, 0),
      '/statistics/courseActivatePageList': { code: 200, data: { list: [CODE], total: 1 } },
      ...more,
    });

  it('filters the codes by status and copies one', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = codesApi();
    await open('激活码');
    expect(await screen.findByText('ABCD1234EFGH5678')).toBeInTheDocument();
    expect(screen.getByText('长期有效')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/courseActivatePageList')[0]).toEqual({ courseId: 'c1', page: 1, size: 10 });
    await userEvent.click(screen.getByRole('combobox', { name: '状态' }));
    await userEvent.click(await screen.findByTitle('已过期'));
    await waitFor(() => expect(bodiesOf(calls, '/statistics/courseActivatePageList')).toContainEqual({ courseId: 'c1', page: 1, size: 10, status: 2 }));
    await userEvent.click(screen.getByRole('button', { name: '复制 ABCD1234EFGH5678' }));
    expect(writeText).toHaveBeenCalledWith('ABCD1234EFGH5678');
    expect(await screen.findByText('已复制')).toBeInTheDocument();
  });

  it('checks the count and generates codes with a validity (生成成功)', async () => {
    const { calls } = codesApi({ '/statistics/addActivateCodes': { code: 200, msg: '生成成功', data: { codes: ['X'] } } });
    await open('激活码');
    await screen.findByText('ABCD1234EFGH5678');
    const count = screen.getByRole('spinbutton', { name: '数量' });
    await userEvent.clear(count);
    await userEvent.type(count, '501');
    await userEvent.click(screen.getByRole('button', { name: '生成激活码' }));
    expect(await screen.findByText('数量须为1到500之间的整数')).toBeInTheDocument();
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    await userEvent.type(screen.getByRole('spinbutton', { name: '有效天数' }), '30');
    await userEvent.click(screen.getByRole('button', { name: '生成激活码' }));
    expect(await screen.findByText('生成成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/statistics/addActivateCodes')).toEqual([{ courseId: 'c1', count: 5, validDays: 30 }]);
  });
});

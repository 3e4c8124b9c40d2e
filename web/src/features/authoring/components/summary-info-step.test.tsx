import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { saveCourse } from '../lib/wizard-storage';
import { bodiesOf, COURSE_INFO, LEAD, stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

afterEach(cleanUpTeacherTest);

describe('summary-Info step', { timeout: 20_000 }, () => {
  it('shows the rules of each field before anything is sent', async () => {
    const { calls } = stubTeacher();
    renderAt('/new-curriculum/summary-Info');
    const name = await screen.findByLabelText('课程名称', undefined, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('课程价格（元）'), '9.5');
    await userEvent.type(screen.getByLabelText('学时'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    expect(await screen.findByText('课程名称不能为空')).toBeInTheDocument();
    expect(await screen.findByText('课程价格必须是不小于0的整数')).toBeInTheDocument();
    expect(await screen.findByText('学时必须是0到10000之间的整数')).toBeInTheDocument();
    expect(await screen.findByText('请选择三级课程分类')).toBeInTheDocument();
    await userEvent.type(name, '课'.repeat(51));
    expect(await screen.findByText('课程名称不能超过50个字')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/addCourse')).toHaveLength(0);
  });

  it('updates an existing course, says 修改成功 and moves on to the team', async () => {
    const { calls } = stubTeacher({ '/course/updateCourse': { code: 200, msg: '修改成功', data: COURSE_INFO } });
    saveCourse('c1', 'm1');
    const { router } = renderAt('/new-curriculum/summary-Info');
    const name = await screen.findByDisplayValue('会计基础', undefined, { timeout: 5000 });
    expect(screen.getByDisplayValue('199')).toBeInTheDocument(); // fen → yuan
    await userEvent.clear(name);
    await userEvent.type(name, '会计基础（第二版）');
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/team-teachers'));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/updateCourse')[0]).toMatchObject({
      idSign: 'c1', name: '会计基础（第二版）', coursePrice: '199', courseScore: '2.5', courseTime: '32',
      courseTypeIdSign: 't1', courseType2IdSign: 't2', courseType3IdSign: 't3', type: 1, kind: 4,
    });
  });

  it('adds a new course, keeps its id and lead in localStorage and says 添加成功', async () => {
    const { calls } = stubTeacher({
      '/course/addCourse': { code: 200, msg: '添加成功', data: { idSign: 'new1', teacherIdSign: 'mnew' } },
      '/course/getCourseIdBySign': {
        code: 200,
        data: { courseInfoVo: { ...COURSE_INFO, idSign: 'new1', name: '新课程' }, courseTeacherVoList: [{ ...LEAD, idSign: 'mnew' }], standard: null },
      },
    });
    const { router } = renderAt('/new-curriculum/summary-Info');
    await userEvent.type(await screen.findByLabelText('课程名称', undefined, { timeout: 5000 }), '新课程');
    // The cascader: open it and pick 经管 / 会计 / 财务会计.
    await userEvent.click(screen.getByRole('combobox', { name: '课程分类' }));
    await userEvent.click(await screen.findByText('经管'));
    await userEvent.click(await screen.findByText('会计'));
    await userEvent.click(await screen.findByText('财务会计'));
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-curriculum/team-teachers'));
    expect(bodiesOf(calls, '/course/addCourse')[0]).toMatchObject({ name: '新课程', coursePrice: '', courseType3IdSign: 't3' });
    expect(localStorage.getItem('xj.curriculum.courseId')).toBe('new1');
    expect(localStorage.getItem('xj.curriculum.masterId')).toBe('mnew');
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
  });

  it('shows a field the server refused under that field, with 修改失败', async () => {
    stubTeacher({ '/course/updateCourse': { code: -2, msg: '请选择三级课程分类', data: { field: 'courseType3IdSign' } } });
    saveCourse('c1', 'm1');
    const { router } = renderAt('/new-curriculum/summary-Info');
    await screen.findByDisplayValue('会计基础', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: '保存并下一步' }));
    expect(await screen.findByText('修改失败')).toBeInTheDocument();
    expect(await screen.findByText('请选择三级课程分类')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-curriculum/summary-Info');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAt } from '@/testing/render';
import { saveCourse, teacherAdded } from '../lib/wizard-storage';
import { bodiesOf, btn, LEAD, PEER, stubTeacher } from '@/testing/teacher-fixtures';
import { cleanUpTeacherTest } from '../lib/test-fixtures';

afterEach(cleanUpTeacherTest);

describe('team-teachers step', { timeout: 20_000 }, () => {
  it('adds a school teacher (添加成功, the cookie set) and marks the ones already on the team', async () => {
    let team = [LEAD];
    const { calls } = stubTeacher({
      '/course/listTeachers': () => ({ code: 200, data: { list: team, total: team.length } }),
      '/course/addTeacher': () => {
        team = [LEAD, PEER];
        return { code: 200, msg: '添加成功', data: PEER };
      },
    });
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/team-teachers');
    const school = (await screen.findByText('本校教师', undefined, { timeout: 5000 })).closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(within(school).getByText('已在团队')).toBeInTheDocument());
    await userEvent.click(within(school).getByRole('button', { name: btn('添加') }));
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/addTeacher')).toEqual([{ courseIdSign: 'c1', teacherIdSign: 'u-peer' }]);
    expect(teacherAdded()).toBe(true);
    await waitFor(() => expect(within(school).getAllByText('已在团队')).toHaveLength(2));
  });

  it('switches the lead with bind and unbind signs and keeps the new lead id', async () => {
    let team = [LEAD, PEER];
    const { calls } = stubTeacher({
      '/course/listTeachers': () => ({ code: 200, data: { list: team, total: 2 } }),
      '/course/setMasterTeacher': () => {
        team = [{ ...PEER, masterFlag: '主讲教师' }, { ...LEAD, masterFlag: '' }];
        return { code: 200, msg: '修改成功', data: team };
      },
    });
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/team-teachers');
    await userEvent.click(await screen.findByRole('button', { name: '设为主讲教师' }, { timeout: 5000 }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/setMasterTeacher')).toEqual([{ courseIdSign: 'c1', bindMasterSign: 'm2', unbindMasterSign: 'm1' }]);
    expect(localStorage.getItem('xj.curriculum.masterId')).toBe('m2');
  });

  it('asks before removing a teacher and does nothing on cancel', async () => {
    const { calls } = stubTeacher({
      '/course/listTeachers': { code: 200, data: { list: [LEAD, PEER], total: 2 } },
      '/course/deleteTeacher': { code: 200, msg: '删除成功', data: null },
    });
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/team-teachers');
    await userEvent.click(await screen.findByRole('button', { name: btn('移除') }, { timeout: 5000 }));
    expect(await screen.findByText('确定将 李老师 移出课程团队吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('取消') }));
    expect(bodiesOf(calls, '/course/deleteTeacher')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: btn('移除') }));
    await userEvent.click(await screen.findByRole('button', { name: btn('确定') }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/course/deleteTeacher')).toEqual([{ idSign: 'm2' }]);
  });

  it('tells why the server refused a teacher', async () => {
    stubTeacher({ '/course/addTeacher': { code: -2, msg: '该用户不是本校教师', data: { field: 'teacherIdSign' } } });
    saveCourse('c1', 'm1');
    renderAt('/new-curriculum/team-teachers');
    const school = (await screen.findByText('本校教师', undefined, { timeout: 5000 })).closest('.ant-card') as HTMLElement;
    await userEvent.click(await within(school).findByRole('button', { name: btn('添加') }));
    expect(await screen.findByText('该用户不是本校教师')).toBeInTheDocument();
  });
});

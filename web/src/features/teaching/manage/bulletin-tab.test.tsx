import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn, stubTeacher } from '@/testing/teacher-fixtures';
import { MY_COURSES } from './test-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const message = (i: number) => ({
  idSign: `m${i}`, msgType: 2, title: `第${i}条公告`, content: `内容${i}`, createTime: '2026-11-22T10:30:00+08:00', isRead: 0,
  authorName: '王老师', courseIdSign: 'c1', courseName: '会计基础',
});
const list = (page: number) => ({ code: 200, data: { list: [1, 2, 3, 4, 5].map((i) => message((page - 1) * 5 + i)), total: 7 } });

describe('课程公告', { timeout: 60_000 }, () => {
  it('checks the title and content with the messages of the form', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, '/messageInfo/getCourseMsgList': { code: 200, data: { list: [], total: 0 } } });
    renderAt('/course-management/course-bulletin?course=c1');
    expect(await screen.findByText('本课程还没有公告', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请输入公告标题')).toBeInTheDocument();
    expect(await screen.findByText('请输入公告内容')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('标题'), 'a'.repeat(51));
    expect(await screen.findByText('标题不能超过50个字')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('内容'));
    await userEvent.paste('字'.repeat(2001));
    expect(await screen.findByText('内容不能超过2000个字')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(bodiesOf(calls, '/messageInfo/addMessageInfo')).toHaveLength(0);
  });

  it('posts to the course (发布成功), clears the form and reloads the list', async () => {
    let posted = false;
    const { calls } = stubTeacher({
      ...MY_COURSES,
      '/messageInfo/getCourseMsgList': () => ({ code: 200, data: posted ? { list: [message(9)], total: 1 } : { list: [], total: 0 } }),
      '/messageInfo/addMessageInfo': () => {
        posted = true;
        return { code: 200, msg: '发布成功', data: { idSign: 'm9' } };
      },
    });
    renderAt('/course-management/course-bulletin?course=c1');
    await screen.findByText('本课程还没有公告', undefined, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('标题'), ' 期中安排 ');
    await userEvent.type(screen.getByLabelText('内容'), '下周一上课');
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/messageInfo/addMessageInfo')).toEqual([{ title: '期中安排', content: '下周一上课', courseId: 'c1', msgType: 2 }]);
    expect(await screen.findByText('第9条公告')).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toHaveValue('');
  });

  it('says 发布失败 when the server refuses', async () => {
    stubTeacher({
      ...MY_COURSES,
      '/messageInfo/getCourseMsgList': { code: 200, data: { list: [], total: 0 } },
      '/messageInfo/addMessageInfo': { code: -6, msg: '您没有权限访问!' },
    });
    renderAt('/course-management/course-bulletin?course=c1');
    await screen.findByText('本课程还没有公告', undefined, { timeout: 5000 });
    await userEvent.type(screen.getByLabelText('标题'), '通知');
    await userEvent.type(screen.getByLabelText('内容'), '内容');
    await userEvent.click(screen.getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('发布失败')).toBeInTheDocument();
  });

  it('lists the course messages in pages of 5', async () => {
    const { calls } = stubTeacher({ ...MY_COURSES, '/messageInfo/getCourseMsgList': (call) => list(Number(call.body?.page)) });
    renderAt('/course-management/course-bulletin?course=c1');
    expect(await screen.findByText('第1条公告', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByText('发布人：王老师 · 2026-11-22 10:30')).toHaveLength(5);
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('第6条公告')).toBeInTheDocument();
    await waitFor(() => expect(bodiesOf(calls, '/messageInfo/getCourseMsgList')).toContainEqual({ courseIdSign: 'c1', page: 2, size: 5 }));
  });

  it('exports every message of the course (导出 Excel) with the course as the body', async () => {
    const { calls } = stubTeacher({
      ...MY_COURSES,
      '/messageInfo/getCourseMsgList': (call) => list(Number(call.body?.page)),
      '/messageInfo/getCourseMsgList/export': { code: -6, msg: '您没有权限访问!' },
    });
    renderAt('/course-management/course-bulletin?course=c1');
    expect(await screen.findByText('第1条公告', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('您没有权限访问!')).toBeInTheDocument();
    expect(bodiesOf(calls, '/messageInfo/getCourseMsgList/export')).toEqual([{ courseIdSign: 'c1' }]);
  });
});

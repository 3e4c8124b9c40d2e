import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { ExamManagementTab } from './exam-management-tab';
import { bodiesOf, btn, exam, question, stubExamTeacher } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const LIST = { '/exam/list': { code: 200, data: { list: [exam(1), exam(2, { releaseStatus: 1, examinationName: '期末总考', type: 3 })], total: 2 } } };
const open = () => renderInRouter(<ExamManagementTab courseSign="c1" />);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const lastDialog = () => screen.getAllByRole('dialog').pop() as HTMLElement;

describe('考试管理', { timeout: 120_000 }, () => {
  it('lists the exams with their state; the empty list says what to do', async () => {
    const { calls } = stubExamTeacher(LIST);
    open();
    expect(await screen.findByText('第1单元测试')).toBeInTheDocument();
    expect(within(rowOf('第1单元测试')).getByText('未发布')).toBeInTheDocument();
    expect(within(rowOf('期末总考')).getByText('已发布')).toBeInTheDocument();
    expect(rowOf('第1单元测试').textContent).toContain('2026-11-20 09:00');
    expect(bodiesOf(calls, '/exam/list')[0]).toEqual({ courseId: 'c1', page: 1, size: 10 });
  });

  it('the export takes the list\'s filters without paging', async () => {
    const { calls } = stubExamTeacher(LIST);
    renderInRouter(
      <ExamManagementTab courseSign="c1" renderExport={(path, body, disabled) => <span data-testid="export" data-disabled={disabled}>{`${path} ${JSON.stringify(body)}`}</span>} />,
    );
    await screen.findByText('第1单元测试');
    expect(screen.getByTestId('export').textContent).toBe(`/exam/list ${JSON.stringify({ courseId: 'c1' })}`);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索考试名称' }), '期末{Enter}');
    await waitFor(() => expect(bodiesOf(calls, '/exam/list')).toContainEqual({ courseId: 'c1', examinationName: '期末', page: 1, size: 10 }));
    expect(screen.getByTestId('export').textContent).toBe(`/exam/list ${JSON.stringify({ courseId: 'c1', examinationName: '期末' })}`);
  });

  it('shows what an empty course does next', async () => {
    stubExamTeacher({ '/exam/list': { code: 200, data: { list: [], total: 0 } } });
    open();
    expect(await screen.findByText('本课程还没有考试')).toBeInTheDocument();
  });

  it('checks the form before adding: the messages, nothing sent', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/exam/add': { code: -2, msg: '结束时间必须晚于开始时间', data: { field: 'endTime' } } });
    open();
    await screen.findByText('第1单元测试');
    await userEvent.click(screen.getByRole('button', { name: /新增考试/ }));
    await screen.findByRole('dialog');
    await userEvent.click(within(lastDialog()).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('请输入考试名称')).toBeInTheDocument();
    expect(await screen.findByText('请选择开始时间')).toBeInTheDocument();
    expect(await screen.findByText('请选择结束时间')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/add')).toHaveLength(0);
  });

  it('releases and unreleases with the server words; a release without questions shows 请先添加题目', async () => {
    let refuse = true;
    const { calls } = stubExamTeacher({
      ...LIST,
      '/exam/updateReleaseStatus': (c) =>
        refuse && c.body?.status === 1
          ? { code: -1000, msg: '请先添加题目' }
          : { code: 200, msg: c.body?.status === 1 ? '发布成功' : '已取消发布', data: exam(1) },
    });
    open();
    await screen.findByText('第1单元测试');
    await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('请先添加题目')).toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: btn('发布') }));
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    await userEvent.click(within(rowOf('期末总考')).getByRole('button', { name: '取消发布' }));
    expect(await screen.findByText('已取消发布')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/updateReleaseStatus')).toEqual([
      { sign: 'e1', status: 1 },
      { sign: 'e1', status: 1 },
      { sign: 'e2', status: 0 },
    ]);
  });

  it('deletes after the confirmation and shows the refusal when students answered', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/exam/delete': { code: -1000, msg: '已有学员作答，不能删除' } });
    open();
    await screen.findByText('第1单元测试');
    await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('确定删除“第1单元测试”吗？已有学员作答的考试不能删除，可以取消发布。')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/delete')).toHaveLength(0);
    await userEvent.click(lastDialog().querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('已有学员作答，不能删除')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/delete')).toEqual([{ sign: 'e1' }]);
  });

  it('releases the answers after a confirmation', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/exam/releaseChoices': { code: 200, msg: '发布成功', data: exam(2, { answersReleased: true }) } });
    open();
    await screen.findByText('期末总考');
    await userEvent.click(within(rowOf('期末总考')).getByRole('button', { name: '公布答案' }));
    await screen.findByText('公布后，学员提交后可以看到正确答案和解析。确定公布吗？');
    await userEvent.click(within(lastDialog()).getAllByRole('button', { name: '公布答案' }).pop() as HTMLElement);
    expect(await screen.findByText('发布成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/releaseChoices')).toEqual([{ sign: 'e2' }]);
  });

  it('composes from the bank: the total adds up, moving a question adds it to the exam', async () => {
    let inExam = [question(1, { score: 5 }), question(2, { score: 10, type: 5, subjectName: '简述' })];
    const { calls } = stubExamTeacher({
      ...LIST,
      '/qb/choiceList': { code: 200, data: { list: [question(1, { score: 5 }), question(2, { score: 10, type: 5, subjectName: '简述' }), question(3, { score: 20, subjectName: '题目3' })], total: 3 } },
      '/exam/subjectList': () => ({ code: 200, data: { list: inExam, total: inExam.length } }),
      '/exam/addSubjects': (c) => {
        inExam = [...inExam, question(3, { score: 20, subjectName: '题目3' })];
        return { code: 200, data: { added: (c.body?.subjectIdList as string[]).length } };
      },
    });
    open();
    await screen.findByText('第1单元测试');
    await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: '组卷' }));
    expect(await screen.findByText('已选 2 题，总分 15 分')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/subjectList')).toEqual([{ examinationId: 'e1', page: 1, size: 1000 }]);
    expect(bodiesOf(calls, '/qb/choiceList')[0]).toEqual({ courseId: 'c1', status: '0', page: 1, size: 100 });
    const item = screen.getAllByTitle('题目3')[0].closest('li') as HTMLElement;
    await userEvent.click(item);
    await userEvent.click(screen.getByRole('button', { name: /加入考试/ }));
    expect(await screen.findByText('已选 3 题，总分 35 分')).toBeInTheDocument();
    expect(bodiesOf(calls, '/exam/addSubjects')).toEqual([{ examinationId: 'e1', subjectIdList: ['q3'] }]);
  });

  it('a released exam cannot change its questions', async () => {
    stubExamTeacher({
      ...LIST,
      '/qb/choiceList': { code: 200, data: { list: [question(1)], total: 1 } },
      '/exam/subjectList': { code: 200, data: { list: [question(1)], total: 1 } },
    });
    open();
    await screen.findByText('期末总考');
    await userEvent.click(within(rowOf('期末总考')).getByRole('button', { name: '组卷' }));
    expect(await screen.findByText('考试已发布，不能修改题目。如需修改，请先取消发布。')).toBeInTheDocument();
    expect(screen.getByText('已选 1 题，总分 5 分')).toBeInTheDocument();
  });

  describe('chapters', () => {
    const CHAPTERS = [
      { idSign: 'ch1', chapterName: '变量', upperCaseChapterLevel: '一' },
      { idSign: 'ch2', chapterName: '函数', upperCaseChapterLevel: '二' },
    ];
    const drawer = async (title: string) =>
      (await screen.findAllByRole('dialog')).find((d) => within(d).queryByText(title) !== null) as HTMLElement;
    const withChapters = () => renderInRouter(<ExamManagementTab courseSign="c1" loadChapters={async () => CHAPTERS} />);
    const CHAPTER_LIST = {
      '/exam/list': { code: 200, data: { list: [exam(1, { chapterIdSign: 'ch2' }), exam(2, { releaseStatus: 1, examinationName: '期末总考', type: 3 })], total: 2 } },
    };

    it('lists each exam\'s chapter; the edit form shows the current one and sends the new one', async () => {
      const { calls } = stubExamTeacher({ ...CHAPTER_LIST, '/exam/update': { code: 200, msg: '修改成功', data: exam(1) } });
      withChapters();
      expect(await within(await screen.findByText('第1单元测试').then((el) => el.closest('tr') as HTMLElement)).findByText('第二章 函数')).toBeInTheDocument();
      expect(within(rowOf('期末总考')).getByText('—')).toBeInTheDocument();
      await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: btn('编辑') }));
      const dialog = await drawer('编辑考试');
      expect(within(dialog).getByText('第二章 函数')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('combobox', { name: '所属章节' }));
      await userEvent.click(await screen.findByTitle('第一章 变量'));
      await userEvent.click(within(dialog).getByRole('button', { name: btn('保存') }));
      await waitFor(() => expect(bodiesOf(calls, '/exam/update')).toHaveLength(1));
      expect(bodiesOf(calls, '/exam/update')[0]).toMatchObject({ idSign: 'e1', type: 2, chapterIdSign: 'ch1' });
    });

    it('a final exam has no chapter select and sends no chapter; the server\'s 章节不存在 shows under the field', async () => {
      const { calls } = stubExamTeacher({
        ...CHAPTER_LIST,
        '/exam/update': (c) =>
          c.body?.type === 3 ? { code: 200, msg: '修改成功', data: exam(1) } : { code: -2, msg: '章节不存在', data: { field: 'chapterIdSign' } },
      });
      withChapters();
      await screen.findByText('第1单元测试');
      await userEvent.click(within(rowOf('第1单元测试')).getByRole('button', { name: btn('编辑') }));
      const dialog = await drawer('编辑考试');
      await within(dialog).findByText('第二章 函数');
      await userEvent.click(within(dialog).getByRole('button', { name: btn('保存') }));
      expect(await within(dialog).findByText('章节不存在')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('combobox', { name: '类型' }));
      await userEvent.click(await screen.findByTitle('期末考试'));
      expect(within(dialog).queryByRole('combobox', { name: '所属章节' })).toBeNull();
      // The type list's closing animation leaves the drawer out of the accessibility tree in jsdom: find the button by its text.
      await userEvent.click(within(dialog).getByText('保 存').closest('button') as HTMLElement);
      await waitFor(() => expect(bodiesOf(calls, '/exam/update')).toHaveLength(2));
      expect(bodiesOf(calls, '/exam/update')[1]).toMatchObject({ type: 3, chapterIdSign: '' });
    });

    it('without chapters from the app: no column and no select', async () => {
      stubExamTeacher(LIST);
      open();
      await screen.findByText('第1单元测试');
      expect(screen.queryByRole('columnheader', { name: '章节' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: /新增考试/ }));
      const dialog = await drawer('新增考试');
      expect(within(dialog).queryByRole('combobox', { name: '所属章节' })).toBeNull();
    });
  });
});

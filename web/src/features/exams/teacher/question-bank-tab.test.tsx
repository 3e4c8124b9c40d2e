import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderInRouter } from '@/testing/render';
import { QuestionBankTab } from './question-bank-tab';
import { bodiesOf, btn, question, stubExamTeacher, stubXhr } from './test-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const page = (n: number, total = 7) => ({
  code: 200,
  data: { list: Array.from({ length: Math.min(5, total - (n - 1) * 5) }, (_, i) => question((n - 1) * 5 + i + 1)), total },
});
const LIST = { '/qb/choiceList': (c: { body: Record<string, unknown> | null }) => page(Number(c.body?.page)) };
const open = () => renderInRouter(<QuestionBankTab courseSign="c1" renderExport={(path, body) => <span data-testid="export">{`${path} ${JSON.stringify(body)}`}</span>} />);
const fill = (el: HTMLElement, text: string) => fireEvent.change(el, { target: { value: text } });
const enter = (el: HTMLElement, text: string) => {
  fill(el, text);
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(el, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const drawer = () => screen.getAllByRole('dialog').pop() as HTMLElement;

describe('题库', { timeout: 120_000 }, () => {
  it('lists page 1 of 5 in use, searches by stem and filters by type; the export gets the filters', async () => {
    const { calls } = stubExamTeacher(LIST);
    open();
    expect(await screen.findByText('题目1')).toBeInTheDocument();
    expect(screen.getByText('共 7 条')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/choiceList')[0]).toEqual({ courseId: 'c1', status: '0', page: 1, size: 5 });
    await userEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('题目6')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索题目' }), '函数{Enter}');
    await waitFor(() => expect(bodiesOf(calls, '/qb/choiceList')).toContainEqual({ courseId: 'c1', status: '0', subjectName: '函数', page: 1, size: 5 }));
    await userEvent.click(screen.getByRole('combobox', { name: '题型' }));
    await userEvent.click(await screen.findByTitle('判断题'));
    await waitFor(() =>
      expect(bodiesOf(calls, '/qb/choiceList')).toContainEqual({ courseId: 'c1', status: '0', subjectName: '函数', type: 3, page: 1, size: 5 }),
    );
    expect(screen.getByTestId('export').textContent).toBe('/qb/choiceList {"courseId":"c1","status":"0","subjectName":"函数","type":3}');
  });

  it('shows what the empty bank is for', async () => {
    stubExamTeacher({ '/qb/choiceList': { code: 200, data: { list: [], total: 0 } } });
    open();
    expect(await screen.findByText('本课程的题库还是空的')).toBeInTheDocument();
  });

  it('adds a single choice: the messages first, then options added and removed and the answer picked from them', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/qb/addChoice': { code: 200, msg: '添加成功', data: { idSign: 'q9' } } });
    open();
    await screen.findByText('题目1');
    await userEvent.click(screen.getByRole('button', { name: /新增试题/ }));
    await screen.findByRole('dialog');
    await userEvent.click(within(drawer()).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('请输入题目')).toBeInTheDocument();
    expect(await screen.findByText('请设置正确答案')).toBeInTheDocument();
    expect(screen.getAllByText('请输入选项内容')).toHaveLength(4);
    expect(bodiesOf(calls, '/qb/addChoice')).toHaveLength(0);

    fill(screen.getByLabelText('题目'), 'Python 中哪个关键字定义函数？');
    fill(screen.getByLabelText('选项A的内容'), 'def');
    fill(screen.getByLabelText('选项B的内容'), 'function');
    fill(screen.getByLabelText('选项C的内容'), 'lambda');
    await userEvent.click(screen.getByRole('button', { name: '删除选项D' }));
    await userEvent.click(screen.getByRole('button', { name: /添加选项/ }));
    fill(screen.getByLabelText('选项D的内容'), 'fun');
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'A' }));
    await userEvent.click(screen.getByRole('button', { name: '删除选项C' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/addChoice')).toEqual([
      {
        courseId: 'c1', type: 1, subjectName: 'Python 中哪个关键字定义函数？', level: 1, score: 5, answer: 'A', analysis: '',
        optionList: [
          { optionName: 'A', optionContent: 'def' },
          { optionName: 'B', optionContent: 'function' },
          { optionName: 'C', optionContent: 'fun' },
        ],
      },
    ]);
  });

  const addOne = async (kind: string, stem: string, answer: () => Promise<void> | void) => {
    const { calls } = stubExamTeacher({ ...LIST, '/qb/addChoice': { code: 200, msg: '添加成功', data: { idSign: 'q9' } } });
    open();
    await screen.findByText('题目1');
    await userEvent.click(screen.getByRole('button', { name: /新增试题/ }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('radio', { name: kind }));
    fill(screen.getByLabelText('题目'), stem);
    await answer();
    await userEvent.click(within(drawer()).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('添加成功')).toBeInTheDocument();
    return bodiesOf(calls, '/qb/addChoice');
  };

  it('adds a judgment question (正确/错误)', async () => {
    const bodies = await addOne('判断题', 'Python 是解释型语言', async () => {
      expect(screen.queryByLabelText('选项A的内容')).not.toBeInTheDocument();
      await userEvent.click(screen.getByRole('radio', { name: '正确' }));
    });
    expect(bodies).toEqual([{ courseId: 'c1', type: 3, subjectName: 'Python 是解释型语言', level: 1, score: 5, answer: '1', analysis: '', optionList: [] }]);
  });

  it('adds a fill-in question with its accepted answers as tags', async () => {
    const bodies = await addOne('填空题', '中国的首都是____', async () => {
      const fills = screen.getByLabelText(/正确答案（可填多个/);
      enter(fills, '北京');
      enter(fills, '北京市');
      enter(fills, '京');
      await userEvent.click(screen.getByRole('button', { name: '删除答案京' }));
    });
    expect(bodies[0]).toMatchObject({ type: 4, answer: '北京|北京市', optionList: [] });
  });

  it('adds an annotation question (the reference answer optional)', async () => {
    const bodies = await addOne('简答题', '简述列表和元组的区别', () => undefined);
    expect(bodies[0]).toMatchObject({ type: 5, subjectName: '简述列表和元组的区别', answer: '', optionList: [] });
  });

  it('edits a question and shows a field refusal under its field', async () => {
    const { calls } = stubExamTeacher({
      ...LIST,
      '/qb/getChoice': { code: 200, data: question(2, { type: 2, answer: 'A,B', optionList: [{ optionName: 'A', optionContent: '甲' }, { optionName: 'B', optionContent: '乙' }, { optionName: 'C', optionContent: '丙' }] }) },
      '/qb/updateChoice': { code: -2, msg: '分值必须是1到100之间的整数', data: { field: 'score' } },
    });
    open();
    await screen.findByText('题目2');
    await userEvent.click(within(screen.getByText('题目2').closest('tr') as HTMLElement).getByRole('button', { name: btn('编辑') }));
    expect(await screen.findByDisplayValue('丙')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'A' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'C' }));
    await userEvent.click(within(drawer()).getByRole('button', { name: btn('保存') }));
    expect(await screen.findByText('分值必须是1到100之间的整数')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/updateChoice')[0]).toMatchObject({ idSign: 'q2', type: 2, answer: 'A,B,C' });
  });

  it('deletes only after the confirmation', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/qb/deleteChoice': { code: 200, msg: '删除成功', data: null } });
    open();
    await screen.findByText('题目1');
    await userEvent.click(within(screen.getByText('题目1').closest('tr') as HTMLElement).getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('确定删除这道试题吗？已被考试使用的试题会保留在该考试的作答记录中。')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/deleteChoice')).toHaveLength(0);
    await userEvent.click(screen.getAllByRole('dialog').pop()?.querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/deleteChoice')).toEqual([{ sign: 'q1' }]);
  });

  it('imports: a preview with row errors in red keeps 确认导入 disabled; a clean file imports (导入成功)', async () => {
    const { calls } = stubExamTeacher({ ...LIST, '/qb/importChoices': { code: 200, msg: '导入成功', data: { added: 2 } } });
    let bad = true;
    const sent = stubXhr(() => ({
      code: 200,
      data: {
        rows: [
          { row: 2, question: { type: 1, subjectName: '一加一', answer: 'B', score: 5, optionList: [] }, status: 'ok', errors: [] },
          bad
            ? { row: 3, question: { type: 3, subjectName: '', answer: '', score: 5 }, status: 'error', errors: ['请输入题目', '请设置正确答案'] }
            : { row: 3, question: { type: 3, subjectName: '地球是圆的', answer: '1', score: 5 }, status: 'ok', errors: [] },
        ],
        okCount: bad ? 1 : 2,
        errorCount: bad ? 1 : 0,
      },
    }));
    open();
    await screen.findByText('题目1');
    await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    const input = await screen.findByTestId('question-import-input');
    const file = (name: string) => new File(['xlsx'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    await userEvent.upload(input, file('题库.xlsx'));
    expect(await screen.findByText('共 2 行：1 行正确，1 行有误')).toBeInTheDocument();
    const error = screen.getByText('请设置正确答案');
    expect(error).toHaveClass(/errorText/);
    expect(screen.getByRole('button', { name: '确认导入' })).toBeDisabled();
    expect(sent[0].path).toBe('/qb/importPreview');
    expect(sent[0].form.get('courseId')).toBe('c1');

    bad = false;
    await userEvent.upload(input, file('题库2.xlsx'));
    expect(await screen.findByText('共 2 行：2 行正确，0 行有误')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/qb/importChoices')).toEqual([
      {
        courseId: 'c1',
        rows: [
          { row: 2, type: 1, subjectName: '一加一', answer: 'B', score: 5, optionList: [] },
          { row: 3, type: 3, subjectName: '地球是圆的', answer: '1', score: 5 },
        ],
      },
    ]);
  });

  it('refuses a file that is not .xlsx before uploading', async () => {
    stubExamTeacher(LIST);
    const sent = stubXhr(() => ({ code: 200 }));
    open();
    await screen.findByText('题目1');
    await userEvent.click(screen.getByRole('button', { name: /导\s*入/ }));
    await userEvent.upload(await screen.findByTestId('question-import-input'), new File(['x'], 'a.csv', { type: 'text/csv' }), { applyAccept: false });
    expect(await screen.findByText('请上传 .xlsx 格式的文件')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});

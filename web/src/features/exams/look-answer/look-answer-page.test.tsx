import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderAt, stubApi } from '@/testing/render';
import { recordFixture } from '../paper/test-fixtures';
import { answerText, LookAnswerPage } from './look-answer-page';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const open = (recordId = 'r-1') => renderAt(`/look-answer?recordId=${recordId}`, [{ path: '/look-answer', element: <LookAnswerPage /> }]);

describe('look-answer', () => {
  it('shows the score in red below the pass mark, each answer, and that the key is not released yet', async () => {
    const fetchMock = stubApi({ '/qb/getExaminationPaperRecord': { code: 200, data: recordFixture({ answersReleased: false }) } });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '第一单元测试' })).toBeInTheDocument();
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost').searchParams.get('recordId')).toBe('r-1');
    expect(screen.getByTestId('record-score')).toHaveTextContent('12');
    expect(screen.getByTestId('record-score')).toHaveStyle({ color: '#e92d08' });
    expect(screen.getByText('(未及格)')).toHaveStyle({ color: '#e92d08' });
    expect(screen.getByText('正确答案与解析暂未公布')).toBeInTheDocument();
    const first = screen.getByRole('article', { name: '第 1 题' });
    expect(within(first).getByText('B. print', { selector: 'dd' })).toBeInTheDocument();
    expect(within(first).getByText('5 / 5 分')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '第 2 题' })).getByText('A. list', { selector: 'dd' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: '第 3 题' })).getByText('未作答')).toBeInTheDocument();
    expect(screen.queryByText('正确答案')).not.toBeInTheDocument();
  });

  it('once released shows the correct answer, the analysis and the teacher comment; green at 60 % of the total', async () => {
    const record = recordFixture({ score: 18, passed: true, answersReleased: true });
    record.groups[0].children[0] = { ...record.groups[0].children[0], answer: 'B', analysis: 'print 输出到标准输出。' };
    record.groups[4].children[0] = { ...record.groups[4].children[0], value: '列表可变', gotScore: 6, comment: '还应提到元组可作字典键。', answer: '', analysis: '' };
    stubApi({ '/qb/getExaminationPaperRecord': { code: 200, data: record } });
    open();
    expect(await screen.findByText('(及格)')).toHaveStyle({ color: '#28B068' });
    expect(screen.getByTestId('record-score')).toHaveStyle({ color: '#28B068' });
    const first = screen.getByRole('article', { name: '第 1 题' });
    expect(within(first).getByText('正确答案')).toBeInTheDocument();
    expect(within(first).getByText('print 输出到标准输出。')).toBeInTheDocument();
    const fifth = screen.getByRole('article', { name: '第 5 题' });
    expect(within(fifth).getByText('还应提到元组可作字典键。')).toBeInTheDocument();
    expect(within(fifth).getByText('6 / 10 分')).toBeInTheDocument();
    expect(screen.queryByText('正确答案与解析暂未公布')).not.toBeInTheDocument();
  });

  it('shows -- (批改中) in orange while an annotation answer waits for the teacher', async () => {
    const record = recordFixture({ submitStatus: 1, score: null, passed: null });
    record.groups[4].children[0] = { ...record.groups[4].children[0], value: '列表可变', gotScore: null };
    stubApi({ '/qb/getExaminationPaperRecord': { code: 200, data: record } });
    open();
    expect(await screen.findByText('(批改中)')).toHaveStyle({ color: 'rgba(255,139,51,1)' });
    expect(screen.getByTestId('record-score')).toHaveTextContent('--');
    expect(within(screen.getByRole('article', { name: '第 5 题' })).getByText('待批改')).toBeInTheDocument();
  });

  it('another user’s record is refused with the server message', async () => {
    stubApi({ '/qb/getExaminationPaperRecord': { code: -6, msg: '没有权限' } });
    open('r-other');
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('writes answers as the student reads them', () => {
    const options = [
      { optionName: 'A', optionContent: 'list' },
      { optionName: 'C', optionContent: 'dict' },
    ];
    expect(answerText(2, 'A,C', options)).toBe('A. list；C. dict');
    expect(answerText(3, '1', [])).toBe('正确');
    expect(answerText(3, '0', [])).toBe('错误');
    expect(answerText(4, '北京|北京市', [])).toBe('北京 或 北京市');
    expect(answerText(5, null, [])).toBeNull();
  });
});

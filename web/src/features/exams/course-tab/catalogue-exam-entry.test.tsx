import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { renderInRouter, stubApi } from '@/testing/render';
import { examItem } from '@/testing/exam-fixtures';
import { CatalogueExamEntry } from './catalogue-exam-entry';

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
});

const RED = '#e92d08';
const GREEN = '#28B068';

const LISTS = {
  '/course/homeworkList': { code: 200, data: [examItem({ idSign: 'h1', examinationName: '第一章作业', type: 1, commitStatus: 1, studentScore: 90, submitStatus: 2, recordId: 'r-h1' })] },
  '/course/examList': {
    code: 200,
    data: [
      examItem({ idSign: 'e1', examinationName: '第一单元测试' }),
      examItem({ idSign: 'e2', examinationName: '第二单元测试', canStart: false, startTime: '2099-01-01T09:00:00+08:00' }),
    ],
  },
};

function entries(enrolled = true) {
  return renderInRouter(
    <Routes>
      <Route
        path="*"
        element={
          <ul>
            <li data-testid="e1">
              <CatalogueExamEntry courseSign="c1" viewer="u1" enrolled={enrolled} task={{ kind: 'exam', idSign: 'e1', title: '第一单元测试' }} />
            </li>
            <li data-testid="e2">
              <CatalogueExamEntry courseSign="c1" viewer="u1" enrolled={enrolled} task={{ kind: 'exam', idSign: 'e2', title: '第二单元测试' }} />
            </li>
            <li data-testid="h1">
              <CatalogueExamEntry courseSign="c1" viewer="u1" enrolled={enrolled} task={{ kind: 'task', idSign: 'h1', title: '第一章作业' }} />
            </li>
          </ul>
        }
      />
      <Route path="/testPaper/:id" element={<p>试卷页</p>} />
    </Routes>,
  );
}

describe('the catalogue\'s homework and exams', () => {
  it('links an open exam to its paper and a submitted homework to its result, with the 作业与考试 display; one request per list', async () => {
    const fetchMock = stubApi(LISTS);
    entries();
    const exam = await screen.findByRole('link', { name: '[考试] 第一单元测试 开始作答' });
    expect(exam).toHaveAttribute('href', '/testPaper/e1');
    expect(within(screen.getByTestId('e1')).getByText('(未提交)')).toHaveStyle({ color: RED });
    const homework = within(screen.getByTestId('h1'));
    expect(homework.getByRole('link', { name: '[作业] 第一章作业 查看结果' })).toHaveAttribute('href', '/look-answer?recordId=r-h1');
    expect(homework.getByText('(已提交)')).toHaveStyle({ color: GREEN });
    expect(homework.getByText('(及格)')).toHaveStyle({ color: GREEN });
    const notStarted = within(screen.getByTestId('e2'));
    expect(notStarted.queryByRole('link')).toBeNull();
    expect(notStarted.getByText('2099-01-01 09:00 开始')).toBeInTheDocument();
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths.filter((p) => p.endsWith('/course/examList'))).toHaveLength(1);
    expect(paths.filter((p) => p.endsWith('/course/homeworkList'))).toHaveLength(1);
    await userEvent.click(exam);
    expect(await screen.findByText('试卷页')).toBeInTheDocument();
  });

  it('a visitor or a student who has not joined sees the titles without links and the reason, and nothing is asked', async () => {
    const fetchMock = stubApi(LISTS);
    entries(false);
    expect(await within(screen.getByTestId('e1')).findByText('请先加入学习')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('[考试] 第一单元测试')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

import { configure, act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { renderAt } from '@/testing/render';
import { bodiesOf, btn, stubTeacher } from '@/testing/teacher-fixtures';
import { FakeXhr, formFields, stubXhr } from '@/testing/fake-xhr';
import { MY_COURSES } from './test-fixtures';

// The machine is shared: give slow renders time (this file only).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const dataFile = (i: number, name: string) => ({
  idSign: `f${i}`, index: i, dataName: name, fileName: `${name}.pdf`, dataSize: 2048, dataType: 'pdf',
  downloadUrl: `/api/v1/file/server/download?fileUrl=f${i}&fileName=${encodeURIComponent(`${name}.pdf`)}`,
});
const CHAPTERS = {
  '/course/chapterEditList': {
    code: 200,
    data: { list: [{ idSign: 'ch1', courseIdSign: 'c1', chapterLevel: 1, upperCaseChapterLevel: '第一章', chapterName: '总论', chapterSynopsis: '', childList: [] }] },
  },
};

function stub(files: unknown[], more: Parameters<typeof stubTeacher>[0] = {}) {
  return stubTeacher({ ...MY_COURSES, ...CHAPTERS, '/course/downList': { code: 200, data: files }, ...more });
}

describe('课程资料', { timeout: 60_000 }, () => {
  it('uploads with a moving progress bar, sends the chapter and the name, then 上传成功', async () => {
    stubXhr();
    stub([]);
    renderAt('/course-management/course-material?course=c1');
    expect(await screen.findByText('本课程还没有资料', undefined, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '所属章节' }));
    await userEvent.click(await screen.findByTitle('第一章 总论'));
    await userEvent.type(screen.getByLabelText('资料名称'), '讲义');
    await userEvent.upload(screen.getByTestId('data-file-input'), new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('已选择：a.pdf（8 B）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('上传') }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    expect(FakeXhr.last?.url).toBe('/api/v1/courseStudy/addCourseData');
    expect(formFields()).toEqual({ courseId: 'c1', chapterIdSign: 'ch1', dataName: '讲义', file: 'a.pdf' });
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    act(() => FakeXhr.last?.progress(40, 100));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40'));
    act(() => FakeXhr.last?.progress(100, 100));
    act(() => FakeXhr.last?.answer({ code: 200, msg: '上传成功', data: dataFile(1, '讲义') }));
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByLabelText('资料名称')).toHaveValue('');
  });

  it('refuses a file over 50MB before sending and shows the server refusal verbatim', async () => {
    stubXhr();
    stub([]);
    renderAt('/course-management/course-material?course=c1');
    await screen.findByText('本课程还没有资料', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: btn('上传') }));
    expect(await screen.findByText('请选择要上传的文件')).toBeInTheDocument();
    const big = new File(['x'], 'big.zip');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByTestId('data-file-input'), big);
    expect(await screen.findByText('文件不能超过50MB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: btn('上传') }));
    expect(FakeXhr.last).toBeNull();
    await userEvent.upload(screen.getByTestId('data-file-input'), new File(['MZ'], 'a.exe'));
    await userEvent.click(screen.getByRole('button', { name: btn('上传') }));
    await waitFor(() => expect(FakeXhr.last?.body).toBeTruthy());
    act(() => FakeXhr.last?.answer({ code: -2, msg: '不支持的文件类型', data: { field: 'file' } }));
    expect(await screen.findByText('不支持的文件类型')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('checks a name of more than 50 characters', async () => {
    stub([]);
    renderAt('/course-management/course-material?course=c1');
    await screen.findByText('本课程还没有资料', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByLabelText('资料名称'));
    await userEvent.paste('名'.repeat(51));
    expect(await screen.findByText('资料名称不能超过50个字')).toBeInTheDocument();
  });

  it('renames inline (修改成功) and offers the download link', async () => {
    const { calls } = stub([dataFile(1, '讲义'), dataFile(2, '习题')], {
      '/courseStudy/updateCourseData': { code: 200, msg: '修改成功', data: dataFile(1, '第一章讲义') },
      '/file/download': { code: 200, data: { url: '/api/v1/file/server/fetch?ticket=t-mat', expiresAt: '2026-11-28T10:01:00+08:00' } },
    });
    renderAt('/course-management/course-material?course=c1');
    expect(await screen.findByText('讲义', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '下载' })[0]).toHaveAttribute('href', '/api/v1/file/server/download?fileUrl=f1&fileName=%E8%AE%B2%E4%B9%89.pdf');
    // A download: POST /file/download?fileUrl=<sign>, then a hidden frame of the answered address (docs/uploads.md).
    await userEvent.click(screen.getAllByRole('link', { name: '下载' })[1]);
    await waitFor(() => expect(document.body.querySelector('iframe[src="/api/v1/file/server/fetch?ticket=t-mat"]')).not.toBeNull());
    expect(calls.filter((c) => c.path === '/file/download').map((c) => [c.method, c.query])).toEqual([['POST', { fileUrl: 'f2' }]]);
    document.body.querySelector('iframe')?.remove();
    await userEvent.click(screen.getAllByRole('button', { name: '重命名' })[0]);
    const input = screen.getByRole('textbox', { name: '「讲义」的新名称' });
    const row = input.closest('tr') as HTMLElement;
    await userEvent.clear(within(row).getByRole('textbox'));
    await userEvent.click(within(row).getByRole('button', { name: btn('保存') }));
    expect(await within(row).findByText('资料名称不能为空')).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox'), '第一章讲义{Enter}');
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/courseStudy/updateCourseData')).toEqual([{ idSign: 'f1', dataName: '第一章讲义' }]);
  });

  it('exports the course files with the course as the body; disabled while there are none', async () => {
    const { calls } = stub([dataFile(1, '讲义')], {
      '/courseStudy/courseDataList/export': { code: -1000, msg: '导出数据超过50000行，请缩小筛选范围' },
    });
    renderAt('/course-management/course-material?course=c1');
    await screen.findByText('讲义', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /导出 Excel/ }));
    expect(await screen.findByText('导出数据超过50000行，请缩小筛选范围')).toBeInTheDocument();
    expect(bodiesOf(calls, '/courseStudy/courseDataList/export')).toEqual([{ courseId: 'c1' }]);
  });

  it('deletes only after the confirmation (删除成功)', async () => {
    const { calls } = stub([dataFile(1, '讲义')], { '/courseStudy/deleteCourseData': { code: 200, msg: '删除成功', data: null } });
    renderAt('/course-management/course-material?course=c1');
    await screen.findByText('讲义', undefined, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: btn('删除') }));
    expect(await screen.findByText('删除后学员将无法再下载这份资料，文件一并删除，无法恢复。确定吗？')).toBeInTheDocument();
    expect(bodiesOf(calls, '/courseStudy/deleteCourseData')).toHaveLength(0);
    await userEvent.click(screen.getByRole('dialog').querySelector('.ant-btn-dangerous') as HTMLElement);
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(bodiesOf(calls, '/courseStudy/deleteCourseData')).toEqual([{ sign: 'f1' }]);
  });
});

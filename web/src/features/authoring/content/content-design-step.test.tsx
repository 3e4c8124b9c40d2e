import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter, stubApi } from '@/testing/render';
import { ContentDesignStep } from './content-design-step';

const video = (over = {}) => ({
  idSign: 'v1', chapterIdSign: 'c1', videoTitle: '直播间搭建', videoLevel: 1, videoSign: 'm1', duration: 75, durationMs: 75_000, size: 1000, ...over,
});
const chapter = (over = {}) => ({
  idSign: 'c1', courseIdSign: 'course', chapterLevel: 1, upperCaseChapterLevel: '一', chapterName: '认识直播', chapterSynopsis: '直播的基本概念', childList: [video()], ...over,
});

function bodies(fetchMock: ReturnType<typeof vi.fn>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContentDesignStep', () => {
  it('shows chapters with their numerals, videos with their duration, and those without a file', async () => {
    stubApi({
      '/course/chapterEditList': {
        code: 200,
        data: { courseIdSign: 'course', list: [chapter(), chapter({ idSign: 'c2', chapterLevel: 12, upperCaseChapterLevel: '十二', chapterName: '复盘', chapterSynopsis: '', childList: [video({ idSign: 'v2', videoSign: null, videoTitle: '待上传' })] })] },
      },
    });
    renderInRouter(<ContentDesignStep courseSign="course" />);
    expect(await screen.findByText('第一章')).toBeInTheDocument();
    expect(screen.getByText('第十二章')).toBeInTheDocument();
    expect(screen.getByText('时长 01:15')).toBeInTheDocument();
    expect(screen.getByText('未上传视频文件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更换视频：直播间搭建' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传视频：待上传' })).toBeInTheDocument();
  });

  it('shows the empty state, validates the chapter form in Chinese and adds with the next level', async () => {
    const fetchMock = stubApi({
      '/course/chapterEditList': { code: 200, data: { courseIdSign: 'course', list: [] } },
      '/course/addChapter': { code: 200, msg: '添加成功', data: { idSign: 'new' } },
    });
    renderInRouter(<ContentDesignStep courseSign="course" />);
    expect(await screen.findByText('还没有章节，请先添加第一章')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '添加章节' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入章节名称')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('章节名称'), '章'.repeat(51));
    expect(await within(dialog).findByText('章节名称不能超过50个字')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('章节名称'));
    await userEvent.type(within(dialog).getByLabelText('章节名称'), '  认识直播  ');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies(fetchMock, '/course/addChapter')).toHaveLength(1));
    expect(bodies(fetchMock, '/course/addChapter')[0]).toEqual({ courseIdSign: 'course', chapterLevel: 1, chapterName: '认识直播', chapterSynopsis: '' });
  });

  it('asks before deleting a chapter and deletes only after 确定', async () => {
    const fetchMock = stubApi({
      '/course/chapterEditList': { code: 200, data: { courseIdSign: 'course', list: [chapter()] } },
      '/course/deleteChapter': { code: 200, msg: '删除成功', data: null },
    });
    renderInRouter(<ContentDesignStep courseSign="course" />);
    await userEvent.click(await screen.findByRole('button', { name: '删除章节：认识直播' }));
    expect(await screen.findByText('删除本章会同时删除其中的全部视频，确定删除吗？')).toBeInTheDocument();
    expect(bodies(fetchMock, '/course/deleteChapter')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(bodies(fetchMock, '/course/deleteChapter')).toEqual([{ idSign: 'c1' }]));
  });

  it('edits a video with its current values and refuses a level that is not a positive integer', async () => {
    const fetchMock = stubApi({
      '/course/chapterEditList': { code: 200, data: { courseIdSign: 'course', list: [chapter()] } },
      '/course/updateVideo': { code: 200, msg: '修改成功', data: null },
    });
    renderInRouter(<ContentDesignStep courseSign="course" />);
    await userEvent.click(await screen.findByRole('button', { name: '编辑视频：直播间搭建' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('视频标题')).toHaveValue('直播间搭建');
    await userEvent.clear(within(dialog).getByLabelText('视频序号'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('视频序号必须是正整数')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('视频序号'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(bodies(fetchMock, '/course/updateVideo')).toEqual([{ idSign: 'v1', videoLevel: 3, videoTitle: '直播间搭建' }]));
  });

  it('shows an error with a retry when the chapters cannot be loaded', async () => {
    stubApi({ '/course/chapterEditList': { code: -6, msg: '您没有权限访问!' } });
    renderInRouter(<ContentDesignStep courseSign="course" />);
    expect(await screen.findByText('章节加载失败')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import type { MyUploads } from '@/api/uploads';
import { clearCookies, dialogClosed, setLoginCookie, STUDENT_INFO, stubAccountsApi, TEACHER_INFO, type Call } from '@/testing/accounts-fixtures';
import { renderAt, renderInRouter } from '@/testing/render';
import { MyUploadsPage } from './my-uploads-page';
import { resetRunningUploads, type FinishedUpload, type UploadFailure, type VideoUploader } from './running-uploads';

afterEach(() => {
  resetRunningUploads();
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
});

const SESSION = { uploadId: 'u1', fileName: 'demo.mp4', size: 1000, received: 250, updatedAt: '2026-05-01T10:20:00+08:00' };
const DONE: MyUploads['done'] = [
  { kind: 'video', name: '第一课.mp4', size: 5 * 1024 * 1024, createdAt: '2026-05-01T09:00:00+08:00', context: '课程视频' },
  { kind: 'answer', name: '答卷.pdf', size: 2048, createdAt: '2026-04-30T09:00:00+08:00', context: '期末考试 · Python 程序设计' },
  { kind: 'resumeVideo', name: '自我介绍.mp4', size: 1024, createdAt: '2026-04-29T09:00:00+08:00', context: '视频简历' },
  { kind: 'recognition', name: 'photo.jpg', size: 512, createdAt: '2026-04-28T09:00:00+08:00', context: '身份认证照片' },
];
const video = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'video/mp4', lastModified: 1 });

/** An uploader the test drives: each call waits for `finish` or `fail`. */
function fakeUploader() {
  const runs: { file: File; uploadId?: string; progress: (loaded: number, total: number) => void; finish: () => void; fail: (e: UploadFailure) => void }[] = [];
  const uploader: VideoUploader = vi.fn(
    (file, options) =>
      new Promise<FinishedUpload>((resolve, reject) => {
        if (options.uploadId) options.onSession(options.uploadId);
        runs.push({
          file,
          uploadId: options.uploadId,
          progress: options.onProgress,
          finish: () => resolve({ videoSign: 'v1', fileName: file.name, size: file.size }),
          fail: reject,
        });
      }),
  );
  return { uploader, runs };
}

function stub(mine: MyUploads, info = STUDENT_INFO) {
  setLoginCookie('1');
  return stubAccountsApi({
    '/user/getLoginInfo': { code: 200, data: info },
    '/upload/mine': { code: 200, data: mine },
    '/upload/video/u1': { code: 200, data: null },
  });
}
const mineCalls = (calls: Call[]) => calls.filter((c) => c.path === '/upload/mine').length;
const sectionOf = (name: string) => screen.getByRole('region', { name });

describe('/home/uploading 我的上传', { timeout: 60_000 }, () => {
  it('says 请登录 and goes to / without a login', async () => {
    stubAccountsApi();
    const { router } = renderAt('/home/uploading');
    expect(await screen.findByText('请登录')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a student with nothing uploaded: the empty states, no 上传视频', async () => {
    stub({ inProgress: [], done: [] });
    renderAt('/home/uploading');
    expect(await screen.findByText('暂无上传记录')).toBeInTheDocument();
    expect(screen.getByText('没有未完成的上传')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传视频/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '本页上传' })).toBeNull();
  });

  it('a teacher gets 上传视频 and 本页上传', async () => {
    stub({ inProgress: [], done: [] }, TEACHER_INFO);
    renderAt('/home/uploading');
    expect(await screen.findByRole('button', { name: /上传视频/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '本页上传' })).toHaveTextContent('在本页上传的视频会显示在这里');
  });

  it('lists the finished uploads of every kind with size, time and context', async () => {
    stub({ inProgress: [], done: DONE });
    renderInRouter(<MyUploadsPage canUploadVideo={false} uploader={fakeUploader().uploader} />);
    const done = await screen.findByRole('region', { name: '已完成' });
    await within(done).findByText('第一课.mp4');
    const rows = within(done).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByTestId('upload-kind').textContent)).toEqual([
      '课程视频',
      '答题文件',
      '视频简历',
      '识别照片',
    ]);
    expect(rows[0]).toHaveTextContent('5.0 MB · 2026-05-01 09:00 · 课程视频');
    expect(rows[1]).toHaveTextContent('答卷.pdf');
    expect(rows[1]).toHaveTextContent('期末考试 · Python 程序设计');
  });

  it('继续上传 asks for the same file: another file is refused, the same one continues its session here', async () => {
    const { calls } = stub({ inProgress: [SESSION], done: [] });
    const { uploader, runs } = fakeUploader();
    renderInRouter(<MyUploadsPage canUploadVideo={false} uploader={uploader} />);
    const inProgress = await screen.findByRole('region', { name: '上传中' });
    expect(await within(inProgress).findByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(inProgress).toHaveTextContent('250 B / 1000 B · 最后上传于 2026-05-01 10:20');
    const input = screen.getByTestId('resume-file-input');

    await userEvent.click(within(inProgress).getByRole('button', { name: '选择“demo.mp4”继续上传' }));
    await userEvent.upload(input, video('other.mp4', 1000));
    expect(await screen.findByText('请选择同一个文件继续上传')).toBeInTheDocument();
    await userEvent.click(within(inProgress).getByRole('button', { name: '选择“demo.mp4”继续上传' }));
    await userEvent.upload(input, video('demo.mp4', 999));
    expect(uploader).not.toHaveBeenCalled();

    await userEvent.click(within(inProgress).getByRole('button', { name: '选择“demo.mp4”继续上传' }));
    await userEvent.upload(input, video('demo.mp4', 1000));
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(runs[0].uploadId).toBe('u1');
    const here = await screen.findByRole('region', { name: '本页上传' });
    runs[0].progress(600, 1000);
    await waitFor(() => expect(within(here).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60'));
    // The session continues here, not twice.
    expect(within(sectionOf('上传中')).queryByText('demo.mp4')).toBeNull();
    const before = mineCalls(calls);
    runs[0].finish();
    expect(await screen.findByText('上传成功')).toBeInTheDocument();
    await waitFor(() => expect(mineCalls(calls)).toBeGreaterThan(before));
    expect(within(here).getByText(/已完成/)).toBeInTheDocument();
  });

  it('取消 deletes the session only after the confirmation', async () => {
    const { calls } = stub({ inProgress: [SESSION], done: [] });
    renderInRouter(<MyUploadsPage canUploadVideo={false} uploader={fakeUploader().uploader} />);
    const inProgress = await screen.findByRole('region', { name: '上传中' });
    const deletes = () => calls.filter((c) => c.method === 'DELETE');
    await userEvent.click(await within(inProgress).findByRole('button', { name: '取消 demo.mp4' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定取消“demo.mp4”的上传吗？已上传的部分将被删除，不能恢复。');
    await userEvent.click(within(dialog).getByRole('button', { name: /继续保留/ }));
    await dialogClosed();
    expect(deletes()).toHaveLength(0);
    await userEvent.click(within(inProgress).getByRole('button', { name: '取消 demo.mp4' }));
    const again = (await screen.findAllByRole('dialog')).find((d) => !d.classList.contains('ant-zoom-leave')) as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: /取消上传/ }));
    expect(await screen.findByText('已取消上传')).toBeInTheDocument();
    expect(deletes().map((c) => c.path)).toEqual(['/upload/video/u1']);
  });

  it('上传视频: a new upload with its progress; after a network failure 继续上传 goes on', async () => {
    stub({ inProgress: [], done: [] }, TEACHER_INFO);
    const { uploader, runs } = fakeUploader();
    renderInRouter(<MyUploadsPage canUploadVideo uploader={uploader} />);
    await userEvent.upload(await screen.findByLabelText('选择要上传的视频'), video('new.mp4', 2000));
    expect(runs[0].uploadId).toBeUndefined();
    const here = screen.getByRole('region', { name: '本页上传' });
    runs[0].progress(500, 2000);
    await waitFor(() => expect(within(here).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25'));
    runs[0].fail(Object.assign(new Error('网络连接中断，请检查网络后继续上传'), { resumable: true }));
    expect(await within(here).findByRole('alert')).toHaveTextContent('网络连接中断，请检查网络后继续上传');
    await userEvent.click(within(here).getByRole('button', { name: '继续上传' }));
    expect(uploader).toHaveBeenCalledTimes(2);
    // A refusal (not a video) cannot be continued: only 移除.
    runs[1].fail(new Error('不支持的视频格式，请上传 MP4 或 WebM 视频'));
    expect(await within(here).findByText(/不支持的视频格式/)).toBeInTheDocument();
    expect(within(here).queryByRole('button', { name: '继续上传' })).toBeNull();
    await userEvent.click(within(here).getByRole('button', { name: '移除 new.mp4' }));
    await waitFor(() => expect(within(here).queryByText('new.mp4')).toBeNull());
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { NetworkError, type KeyValueStore, type UploadTransport } from './chunked-upload';
import { VideoUpload } from './video-upload';

function memory(): KeyValueStore {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

function transport(over: Partial<UploadTransport> = {}): UploadTransport {
  let received = 0;
  return {
    init: async (_name, size) => ({ uploadId: 'u1', received: 0, size }),
    state: async () => ({ uploadId: 'u1', received, size: 10 }),
    put: async (_id, offset, chunk) => {
      received = offset + chunk.size;
      return received;
    },
    finish: async () => ({ videoSign: 'm1', fileName: 'a.mp4', size: 10, duration: 2, durationMs: 2000 }),
    cancel: async () => undefined,
    ...over,
  };
}

const file = (): File => new File([new Uint8Array(10)], 'a.mp4', { type: 'video/mp4', lastModified: 1 });

describe('VideoUpload', () => {
  it('uploads the picked file and hands the finished video to the caller', async () => {
    const onUploaded = vi.fn(async () => undefined);
    renderInRouter(<VideoUpload videoTitle="第一讲" hasFile={false} onUploaded={onUploaded} transport={transport()} store={memory()} />);
    await userEvent.upload(screen.getByTestId('video-file-input'), file());
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ videoSign: 'm1', duration: 2 })));
    expect(await screen.findByRole('button', { name: '上传视频：第一讲' })).toBeInTheDocument();
  });

  it('shows a refusal as the server words it and lets another file be picked', async () => {
    const t = transport({ finish: async () => { throw new Error('不支持的视频格式，请上传 MP4 或 WebM 视频'); } });
    renderInRouter(<VideoUpload videoTitle="第一讲" hasFile={false} onUploaded={vi.fn()} transport={t} store={memory()} />);
    await userEvent.upload(screen.getByTestId('video-file-input'), file());
    expect(await screen.findByText('不支持的视频格式，请上传 MP4 或 WebM 视频')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上传视频：第一讲' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '继续上传' })).not.toBeInTheDocument();
  });

  it('after a network failure offers 继续上传 and 取消上传', async () => {
    const t = transport({ put: async () => { throw new NetworkError('网络连接中断，请检查网络后点击“继续上传”'); } });
    renderInRouter(<VideoUpload videoTitle="第一讲" hasFile={false} onUploaded={vi.fn()} transport={t} store={memory()} />);
    await userEvent.upload(screen.getByTestId('video-file-input'), file());
    expect(await screen.findByText('网络连接中断，请检查网络后点击“继续上传”', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '继续上传' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消上传' }));
    expect(await screen.findByRole('button', { name: '上传视频：第一讲' })).toBeInTheDocument();
  }, 15_000);
});

import { Alert, Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FinishedVideo } from '@/api/authoring';
import { NetworkError, cancelUpload, uploadInChunks, type FileLike, type KeyValueStore, type UploadTransport } from './chunked-upload';
import { httpTransport } from './upload-transport';
import { CONTENT_TEXT } from './texts';
import styles from './content.module.css';

const U = CONTENT_TEXT.upload;
const ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov';

type Phase = 'idle' | 'uploading' | 'checking' | 'failed';

type Props = {
  /** For the button's accessible name. */
  videoTitle: string;
  hasFile: boolean;
  /** Called with the finished upload; the caller attaches it to the video. */
  onUploaded: (video: FinishedVideo) => Promise<void>;
  transport?: UploadTransport;
  store?: KeyValueStore;
};

/**
 * One video's upload: pick a file, send it in 5 MiB chunks with a progress bar, cancel, and continue after a
 * network error (继续上传) or after a reload (picking the same file again resumes from the server's offset).
 */
export function VideoUpload({ videoTitle, hasFile, onUploaded, transport = httpTransport, store = window.localStorage }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [file, setFile] = useState<FileLike | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = async (f: FileLike): Promise<void> => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setFile(f);
    setError(null);
    setPercent(0);
    setPhase('uploading');
    try {
      const done = await uploadInChunks({
        file: f,
        transport,
        store,
        signal: controller.signal,
        onProgress: (loaded, total) => {
          setPercent(total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0);
          if (loaded >= total) setPhase('checking');
        },
      });
      await onUploaded(done);
      setPhase('idle');
      setFile(null);
      setPercent(0);
    } catch (e) {
      if (controller.signal.aborted) return;
      setError(e instanceof Error && e.message ? e.message : U.failed);
      if (e instanceof NetworkError) {
        setPhase('failed'); // resumable: 继续上传 continues from the server's offset
      } else {
        setPhase('idle'); // refused (not a video, too large): pick another file
        setFile(null);
        setPercent(0);
      }
    }
  };

  const cancel = async (): Promise<void> => {
    abort.current?.abort();
    if (file) await cancelUpload(file, transport, store);
    setPhase('idle');
    setFile(null);
    setPercent(0);
    setError(null);
  };

  const busy = phase === 'uploading' || phase === 'checking';
  return (
    <div className={styles.upload}>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid="video-file-input"
        onChange={(event) => {
          const f = event.target.files?.[0];
          event.target.value = '';
          if (f) void start(f);
        }}
      />
      {phase === 'idle' && (
        <Button size="small" onClick={() => input.current?.click()} aria-label={`${hasFile ? U.replace : U.choose}：${videoTitle}`}>
          {hasFile ? U.replace : U.choose}
        </Button>
      )}
      {(busy || phase === 'failed') && file && (
        <div className={styles.progress} role="group" aria-label={U.uploading(file.name)}>
          <Typography.Text type="secondary" ellipsis className={styles.fileName}>
            {phase === 'checking' ? U.checking : U.uploading(file.name)}
          </Typography.Text>
          <Progress percent={percent} size="small" status={phase === 'failed' ? 'exception' : busy ? 'active' : 'normal'} />
          <Space size="small" wrap>
            {phase === 'failed' && (
              <Button size="small" type="primary" onClick={() => void start(file)}>
                {U.resume}
              </Button>
            )}
            {phase !== 'checking' && (
              <Button size="small" onClick={() => void cancel()}>
                {U.cancel}
              </Button>
            )}
          </Space>
        </div>
      )}
      {error && <Alert type="error" showIcon message={error} className={styles.alert} />}
    </div>
  );
}

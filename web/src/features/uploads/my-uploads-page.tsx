import {
  CameraOutlined,
  CloudUploadOutlined,
  FileTextOutlined,
  IdcardOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Progress, Skeleton, Tag } from 'antd';
import { useRef, type ReactNode } from 'react';
import { messageOf } from '@/api/errors';
import { cancelVideoSession, getMyUploads, type UploadedFile, type UploadSessionRow } from '@/api/uploads';
import { EmptyState } from '@/components/empty-state';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { dismissUpload, resumeUpload, startUpload, stopUpload, useRunningUploads, type RunningUpload, type VideoUploader } from './running-uploads';
import { formatBytes, isSameFile, percentOf } from './upload-format';
import styles from './uploads.module.css';
import { UPLOADS_TEXT as T, VIDEO_ACCEPT } from './texts';

export const uploadKeys = { mine: ['uploads', 'mine'] as const };

const KIND_ICON: Record<string, ReactNode> = {
  video: <VideoCameraOutlined aria-hidden="true" />,
  answer: <FileTextOutlined aria-hidden="true" />,
  resumeVideo: <IdcardOutlined aria-hidden="true" />,
  recognition: <CameraOutlined aria-hidden="true" />,
};

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <Card className={styles.card} size="small" title={<h2 className={styles.sectionTitle}>{title}</h2>} extra={extra}>
      <section aria-label={title}>{children}</section>
    </Card>
  );
}

function SessionRow({ session, onResume, onCancel }: { session: UploadSessionRow; onResume: () => void; onCancel: () => void }) {
  const percent = percentOf(session.received, session.size);
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.name}>{session.fileName}</span>
        <Progress percent={percent} size="small" aria-label={`${session.fileName} ${percent}%`} />
        <span className={styles.meta}>
          {T.progress(formatBytes(session.received), formatBytes(session.size))} · {T.touched(formatServerTime(session.updatedAt))}
        </span>
      </div>
      <span className={styles.buttons}>
        <Button size="small" type="primary" onClick={onResume} aria-label={T.pickFor(session.fileName)}>
          {T.resume}
        </Button>
        <Button size="small" onClick={onCancel} aria-label={`${T.cancel} ${session.fileName}`}>
          {T.cancel}
        </Button>
      </span>
    </li>
  );
}

function RunningRow({ upload, onCancel }: { upload: RunningUpload; onCancel: () => void }) {
  const percent = percentOf(upload.loaded, upload.size);
  const busy = upload.phase === 'uploading' || upload.phase === 'checking';
  const state =
    upload.phase === 'checking' ? T.checking : upload.phase === 'done' ? T.finished : upload.phase === 'failed' ? upload.error || T.failed : T.uploading;
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.name}>{upload.fileName}</span>
        <Progress
          percent={upload.phase === 'done' ? 100 : percent}
          size="small"
          status={upload.phase === 'failed' ? 'exception' : upload.phase === 'done' ? 'success' : 'active'}
          aria-label={`${upload.fileName} ${percent}%`}
        />
        <span className={upload.phase === 'failed' ? styles.error : styles.meta} role={upload.phase === 'failed' ? 'alert' : undefined}>
          {T.progress(formatBytes(upload.phase === 'done' ? upload.size : upload.loaded), formatBytes(upload.size))} · {state}
        </span>
      </div>
      <span className={styles.buttons}>
        {upload.phase === 'failed' && upload.resumable ? (
          <Button size="small" type="primary" onClick={() => resumeUpload(upload.id)}>
            {T.resume}
          </Button>
        ) : null}
        {upload.phase === 'uploading' || (upload.phase === 'failed' && upload.resumable) ? (
          <Button size="small" onClick={onCancel} aria-label={`${T.cancel} ${upload.fileName}`}>
            {T.cancel}
          </Button>
        ) : null}
        {!busy && !(upload.phase === 'failed' && upload.resumable) ? (
          <Button size="small" type="text" onClick={() => dismissUpload(upload.id)} aria-label={`${T.dismiss} ${upload.fileName}`}>
            {T.dismiss}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

function DoneRow({ file }: { file: UploadedFile }) {
  return (
    <li className={styles.row}>
      <span className={styles.icon}>{KIND_ICON[file.kind] ?? <FileTextOutlined aria-hidden="true" />}</span>
      <div className={styles.main}>
        <span className={styles.name}>
          <Tag data-testid="upload-kind">{T.kinds[file.kind] ?? file.kind}</Tag>
          {file.name}
        </span>
        <span className={styles.meta}>
          {formatBytes(file.size)} · {formatServerTime(file.createdAt)}
          {file.context ? ` · ${file.context}` : ''}
        </span>
      </div>
    </li>
  );
}

/**
 * /home/uploading (login): 上传中 — the unfinished chunked video uploads, continued by picking the same file again or
 * cancelled after a confirmation; 本页上传 — the uploads running in this tab; 已完成 — the finished ones of every
 * kind. Teachers (and school admins) also upload a video here, into their media.
 */
export function MyUploadsPage({ canUploadVideo, uploader }: { canUploadVideo: boolean; uploader: VideoUploader }) {
  const { modal } = AntApp.useApp();
  const queryClient = useQueryClient();
  const running = useRunningUploads();
  const resumeInput = useRef<HTMLInputElement>(null);
  const newInput = useRef<HTMLInputElement>(null);
  const target = useRef<UploadSessionRow | null>(null);
  const mine = useQuery({ queryKey: uploadKeys.mine, queryFn: getMyUploads, retry: false });

  const reload = (): void => {
    void queryClient.invalidateQueries({ queryKey: uploadKeys.mine });
  };
  const finished = (): void => {
    toastSuccess(T.uploaded);
    reload();
  };
  const start = (file: File, uploadId?: string): void => {
    startUpload(file, uploader, { uploadId, onFinished: finished });
  };

  const confirmCancel = (name: string, cancel: () => Promise<void>): void => {
    modal.confirm({
      title: T.cancelTitle,
      content: T.cancelText(name),
      okText: T.cancelOk,
      okButtonProps: { danger: true },
      cancelText: T.cancelKeep,
      onOk: async () => {
        try {
          await cancel();
          toastSuccess(T.cancelled);
        } catch (error) {
          toastError(messageOf(error, T.cancelFailed));
        }
        reload();
      },
    });
  };

  // A session being continued here shows under 本页上传, not twice.
  const active = new Set(running.filter((u) => u.phase !== 'done' && u.uploadId).map((u) => u.uploadId));
  const sessions = (mine.data?.inProgress ?? []).filter((s) => !active.has(s.uploadId));
  const done = mine.data?.done ?? [];
  const failed = mine.isError ? (
    <EmptyState description={messageOf(mine.error, T.loadFailed)} actionLabel={T.retry} onAction={() => void mine.refetch()} />
  ) : null;

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.heading}>{T.title}</h1>
          <p className={styles.intro}>{T.intro}</p>
        </div>
        {canUploadVideo ? (
          <span className={styles.upload}>
            <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => newInput.current?.click()}>
              {T.uploadVideo}
            </Button>
            <span className={styles.meta}>{T.uploadVideoHint}</span>
          </span>
        ) : null}
      </header>
      <input
        ref={resumeInput}
        type="file"
        hidden
        accept={VIDEO_ACCEPT}
        data-testid="resume-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          const session = target.current;
          target.current = null;
          if (!file || !session) return;
          if (!isSameFile(session, file)) {
            toastError(T.sameFile);
            return;
          }
          start(file, session.uploadId);
        }}
      />
      <input
        ref={newInput}
        type="file"
        hidden
        accept={VIDEO_ACCEPT}
        aria-label={T.pickNew}
        data-testid="new-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) start(file);
        }}
      />

      <Section title={T.inProgress}>
        {mine.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          (failed ??
          (sessions.length === 0 ? (
            <p className={styles.muted}>{T.noInProgress}</p>
          ) : (
            <ul className={styles.list}>
              {sessions.map((session) => (
                <SessionRow
                  key={session.uploadId}
                  session={session}
                  onResume={() => {
                    target.current = session;
                    resumeInput.current?.click();
                  }}
                  onCancel={() =>
                    confirmCancel(session.fileName, async () => {
                      await cancelVideoSession(session.uploadId);
                    })
                  }
                />
              ))}
            </ul>
          )))
        )}
      </Section>

      {canUploadVideo || running.length > 0 ? (
        <Section title={T.thisPage}>
          {running.length === 0 ? (
            <p className={styles.muted}>{T.noThisPage}</p>
          ) : (
            <ul className={styles.list}>
              {running.map((upload) => (
                <RunningRow
                  key={upload.id}
                  upload={upload}
                  onCancel={() =>
                    confirmCancel(upload.fileName, async () => {
                      const uploadId = stopUpload(upload.id);
                      if (uploadId) await cancelVideoSession(uploadId);
                    })
                  }
                />
              ))}
            </ul>
          )}
        </Section>
      ) : null}

      <Section title={T.done}>
        {mine.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          (failed ??
          (done.length === 0 ? (
            <EmptyState description={T.empty} />
          ) : (
            <ul className={styles.list}>
              {done.map((file, i) => (
                <DoneRow key={`${file.kind}-${file.createdAt}-${i}`} file={file} />
              ))}
            </ul>
          )))
        )}
      </Section>
    </div>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { uploadCoverUrl } from '@/api/authoring';
import type { ApiEnvelope } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import styles from './cover-upload.module.css';

/** A cover picture: at most 5 MB, judged again by the server. */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

export type CoverUploadTexts = { label: string; upload: string; tooLarge: string; uploaded: string; failed: string };

/**
 * A cover as a form control (antd passes value and onChange): the picture, an upload (a course's or a training's to
 * /course/uploadCover, an article's to /article/uploadImage) with its progress, and what came of it said in a toast.
 */
export function CoverUpload({
  value,
  onChange,
  texts,
  action = uploadCoverUrl(),
  urlOf = (data) => (data as { coursePicture: string }).coursePicture,
}: {
  value?: string;
  onChange?: (url: string) => void;
  texts: CoverUploadTexts;
  /** Where the picture goes (the courses' cover upload unless told) and where its answer says the URL. */
  action?: string;
  urlOf?: (data: unknown) => string;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > COVER_MAX_BYTES) {
      toastError(texts.tooLarge);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const onUpload: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setPercent(Math.round(file.percent ?? 0));
    if (file.status !== 'done' && file.status !== 'error') return;
    setPercent(null);
    const envelope = file.response as ApiEnvelope<unknown> | undefined;
    if (envelope?.code === 200 && envelope.data) {
      onChange?.(urlOf(envelope.data));
      toastSuccess(texts.uploaded);
    } else {
      toastError(envelope?.msg || texts.failed);
    }
  };
  return (
    <div>
      {value ? <img className={styles.cover} src={value} alt={texts.label} /> : null}
      <Upload
        name="file"
        action={action}
        withCredentials
        accept="image/png,image/jpeg,image/webp,image/gif"
        showUploadList={false}
        maxCount={1}
        beforeUpload={beforeUpload}
        onChange={onUpload}
      >
        <Button icon={<UploadOutlined />} loading={percent !== null}>
          {texts.upload}
        </Button>
      </Upload>
      {percent !== null ? <Progress percent={percent} size="small" aria-label={texts.upload} /> : null}
    </div>
  );
}

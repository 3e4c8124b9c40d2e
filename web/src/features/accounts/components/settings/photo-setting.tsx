import { UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { fileUploadUrl, updatePhoto } from '@/api/account-settings';
import { isSuccessCode, type ApiEnvelope } from '@/api/errors';
import { toastError } from '@/lib/toast';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { useSaveSetting } from '@/features/accounts/hooks/use-save-setting';
import type { CurrentUser } from '@/features/accounts/queries';
import { UserAvatar } from '../user-avatar';
import styles from './settings.module.css';

const T = SETTINGS_TEXT.photo;
const B = SETTINGS_TEXT.buttons;

export const PHOTO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** The upload's answer: `{url}` on success, else the server's message (or the generic failure). */
export function uploadedUrl(response: unknown): { url: string } | { error: string } {
  const envelope = response as Partial<ApiEnvelope<{ url?: string } | null>> | undefined;
  if (envelope && typeof envelope.code === 'number' && isSuccessCode(envelope.code) && envelope.data?.url) {
    return { url: envelope.data.url };
  }
  return { error: envelope?.msg || T.failed };
}

/** 头像: upload to /file/upload with a progress bar, preview the picture, then save it with updatePhoto. */
export function PhotoSetting({ user }: { user: CurrentUser }) {
  const [editing, setEditing] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const close = (): void => {
    setEditing(false);
    setPreview(null);
    setPercent(null);
  };
  const { save, saving } = useSaveSetting(updatePhoto, { onSaved: close });

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (PHOTO_TYPES.includes(file.type)) return true;
    toastError(T.badType);
    return Upload.LIST_IGNORE;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setPercent(Math.round(file.percent ?? 0));
    if (file.status === 'error') {
      setPercent(null);
      const answer = uploadedUrl(file.response);
      toastError('error' in answer ? answer.error : T.failed);
    }
    if (file.status === 'done') {
      setPercent(null);
      const answer = uploadedUrl(file.response);
      if ('url' in answer) setPreview(answer.url);
      else toastError(answer.error);
    }
  };

  return (
    <div className={styles.row}>
      <div className={`${styles.value} ${styles.photo}`}>
        {preview ? <Avatar size={64} src={preview} alt={T.preview} /> : <UserAvatar user={user} size={64} />}
        {editing ? (
          <>
            <Upload
              name="file"
              action={fileUploadUrl()}
              withCredentials
              accept={PHOTO_TYPES.join(',')}
              showUploadList={false}
              maxCount={1}
              beforeUpload={beforeUpload}
              onChange={onChange}
            >
              <Button icon={<UploadOutlined />} loading={percent !== null}>
                {T.choose}
              </Button>
            </Upload>
            {percent !== null ? <Progress className={styles.progress} percent={percent} size="small" /> : null}
            <p className={styles.hint}>{T.hint}</p>
          </>
        ) : null}
      </div>
      {editing ? (
        <div className={styles.actions}>
          <Button type="primary" disabled={!preview} loading={saving} onClick={() => preview && void save(preview)}>
            {B.save}
          </Button>
          <Button onClick={close}>{B.cancel}</Button>
        </div>
      ) : (
        <Button type="link" onClick={() => setEditing(true)} aria-label={`${B.edit}${T.title}`}>
          {B.edit}
        </Button>
      )}
    </div>
  );
}

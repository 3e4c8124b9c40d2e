import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { uploadSchoolImage } from '@/api/admin';
import { messageOf } from '@/api/errors';
import { toastError, toastSuccess } from '@/lib/toast';
import { ADMIN_TEXT } from '../texts';
import styles from './school-drawer.module.css';

const F = ADMIN_TEXT.form;
/** The server takes pictures up to 5 MB (docs/admin.md); a larger one is refused before sending. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/** Where a picture goes: the file and a progress callback in, its address out. */
export type PictureUpload = (file: File, onProgress: (percent: number) => void) => Promise<{ url: string }>;

/**
 * A picture as a form control (antd passes value and onChange): its preview, an upload with its progress (to
 * /admin/school/image as `kind`, unless `upload` says where), and 移除.
 */
export function PictureField({
  value,
  onChange,
  kind = 'image',
  upload,
  label,
  id,
}: {
  value?: string;
  onChange?: (url: string) => void;
  kind?: 'logo' | 'image';
  upload?: PictureUpload;
  /** What the picture is (Logo, 校园图片 2): the preview's text and the buttons' names. */
  label: string;
  id?: string;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size <= PICTURE_MAX_BYTES) return true;
    toastError(F.tooLarge);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    setPercent(0);
    (upload ?? ((f: File, onProgress: (percent: number) => void) => uploadSchoolImage(f, kind, onProgress)))(file as File, setPercent)
      .then(({ url }) => {
        onChange?.(url);
        toastSuccess(F.uploaded);
      })
      .catch((error: unknown) => toastError(messageOf(error, F.uploadFailed)))
      .finally(() => setPercent(null));
  };
  const uploadLabel = F.uploadOf(label);
  return (
    <div className={styles.picture}>
      {value ? <img className={styles.preview} src={value} alt={label} /> : null}
      <div className={styles.pictureButtons}>
        <Upload accept={ACCEPT} showUploadList={false} maxCount={1} beforeUpload={beforeUpload} customRequest={customRequest}>
          <Button id={id} icon={<UploadOutlined />} loading={percent !== null} aria-label={uploadLabel}>
            {F.upload}
          </Button>
        </Upload>
        {value ? (
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={F.removeOf(label)} onClick={() => onChange?.('')} />
        ) : null}
      </div>
      {percent !== null ? <Progress percent={percent} size="small" aria-label={uploadLabel} /> : null}
    </div>
  );
}

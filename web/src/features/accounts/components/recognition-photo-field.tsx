import { CameraOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Image, Progress } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { messageOf } from '@/api/errors';
import {
  getAuditInfo,
  getRecognitionPhoto,
  keepRecognitionPhoto,
  RECOGNITION_PHOTO_MAX_BYTES,
  RECOGNITION_PHOTO_TYPES,
  uploadRecognitionFile,
} from '@/api/identity';
import { toastError, toastSuccess } from '@/lib/toast';
import { useBlobUrl } from '@/lib/use-blob-url';
import { IDENTITY_TEXT } from '../identity-texts';
import { accountKeys } from '../queries';
import styles from './account-forms.module.css';

const T = IDENTITY_TEXT.photo;
const PREVIEW_SIZE = 72;
const loadKeptPhoto = (): Promise<Blob> => getRecognitionPhoto();

/** Whether the picked file may be sent: a type the server takes (when the browser names one) and at most 5 MB. */
function acceptable(file: File): boolean {
  const typed = file.type === '' || (RECOGNITION_PHOTO_TYPES as readonly string[]).includes(file.type);
  return typed && file.size <= RECOGNITION_PHOTO_MAX_BYTES;
}

/**
 * 上传识别照片 (optional) of the authentication form: the picked image is shown, uploaded with its progress
 * (POST /user/recognitionPhoto/file) and kept as the user's recognition photo (POST /user/uploadRecognitionPhoto),
 * which a claim takes with it; 上传成功 or the server's refusal is told. A photo kept before is shown until another
 * is picked.
 */
export function RecognitionPhotoField() {
  const client = useQueryClient();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  // The claim's state as the page already has it (no call of its own): a kept photo is fetched with the session.
  const { data: audit } = useQuery({ queryKey: accountKeys.auditInfo(), queryFn: getAuditInfo, enabled: false });
  const kept = useBlobUrl(audit?.photoUploaded && !picked ? 'mine' : null, loadKeptPhoto);
  const busy = percent !== null;
  const shown = picked ?? kept.url;

  useEffect(() => () => (picked ? URL.revokeObjectURL(picked) : undefined), [picked]);
  useEffect(() => () => upload.current?.abort(), []);

  const send = async (file: File): Promise<void> => {
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    try {
      const { photoPath } = await uploadRecognitionFile(file, setPercent, controller.signal);
      const said = await keepRecognitionPhoto(photoPath);
      toastSuccess(said || T.uploaded);
      void client.invalidateQueries({ queryKey: accountKeys.auditInfo() });
    } catch (error) {
      if (controller.signal.aborted) return;
      setPicked(null);
      toastError(messageOf(error, T.failed));
    } finally {
      if (upload.current === controller) upload.current = null;
      if (!controller.signal.aborted) setPercent(null);
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be picked again
    if (!file || busy) return;
    if (!acceptable(file)) {
      toastError(T.badFile);
      return;
    }
    setPicked(URL.createObjectURL(file));
    void send(file);
  };

  return (
    <div className={styles.photoField} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.photoLabel}>
        {T.label}
        <span className={styles.photoOptional}>{T.optional}</span>
      </span>
      <div className={styles.photoRow}>
        {shown ? (
          <Image src={shown} alt={T.preview} width={PREVIEW_SIZE} height={PREVIEW_SIZE} className={styles.photoPreview} />
        ) : null}
        <Button icon={<CameraOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {shown ? T.change : T.choose}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          // antd's form reset shows file inputs (`.ant-form input[type='file'] { display: block }`), over `hidden`.
          style={{ display: 'none' }}
          accept={RECOGNITION_PHOTO_TYPES.join(',')}
          aria-label={T.label}
          data-testid="recognition-photo-input"
          onChange={onChange}
        />
      </div>
      {busy ? <Progress percent={percent} size="small" aria-label={T.label} /> : null}
      {!busy && !picked && kept.url ? <p className={styles.photoHint}>{T.kept}</p> : null}
      <p className={styles.photoHint}>{T.hint}</p>
    </div>
  );
}

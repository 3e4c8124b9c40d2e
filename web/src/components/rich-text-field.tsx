import { Button } from 'antd';
import { RichEditor } from './rich-editor';
import styles from './rich-text-field.module.css';

/**
 * A required rich-text field of a form (an article's or a news item's body): its label, the editor (value read once;
 * remount with a key to start again) and the field's error under it.
 */
export function RichTextField({
  id,
  label,
  value,
  error,
  upload,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onChange: (html: string) => void;
}) {
  return (
    <>
      <div className={styles.label} id={id}>
        <span className={styles.required}>*</span>
        {label}
      </div>
      <RichEditor value={value} labelledBy={id} invalid={error !== ''} upload={upload} onChange={onChange} />
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </>
  );
}

/** 保存草稿 (not for what is published already) and 发布 / 保存修改 of a writer's form; one save at a time. */
export function PublishActions({
  published,
  saving,
  onSave,
  texts,
}: {
  published: boolean;
  saving: 'draft' | 'publish' | null;
  onSave: (publish: boolean) => void;
  texts: { saveDraft: string; publish: string; saveChanges: string };
}) {
  return (
    <div className={styles.actions}>
      {published ? null : (
        <Button size="large" loading={saving === 'draft'} disabled={saving !== null} onClick={() => onSave(false)}>
          {texts.saveDraft}
        </Button>
      )}
      <Button type="primary" size="large" loading={saving === 'publish'} disabled={saving !== null} onClick={() => onSave(true)}>
        {published ? texts.saveChanges : texts.publish}
      </Button>
    </div>
  );
}

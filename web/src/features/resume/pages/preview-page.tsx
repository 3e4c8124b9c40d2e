import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Switch } from 'antd';
import { type KeyboardEvent } from 'react';
import { downloadResumePdf, updateShare, updateTemplate } from '@/api/resume';
import { DownloadButton } from '@/components/download-button';
import { resumePaths } from '@/config/resume-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { ResumeDocument } from '../components/resume-document';
import { ScaledPage } from '../components/scaled-page';
import { useResumeDetail, useResumeMutation, useResumeOptions } from '../queries';
import { RESUME_TEXT } from '../texts';
import styles from './preview-page.module.css';

const T = RESUME_TEXT.preview;

/** 预览与下载: the seven templates side by side, the chosen one in full, the PDF and the share link. */
export function PreviewPage() {
  const { data: detail } = useResumeDetail();
  const { data: options } = useResumeOptions();
  const choose = useResumeMutation(updateTemplate);
  const share = useResumeMutation(({ on, renew }: { on: boolean; renew: boolean }) => updateShare(on, renew));
  if (!detail) return null;
  const templates = options?.templates ?? [];
  const link = detail.share ? `${window.location.origin}${resumePaths.share.getHref(detail.share.token)}` : '';

  // A radio group: Tab reaches the chosen template, the arrow keys choose the next or previous one.
  const step = (event: KeyboardEvent<HTMLDivElement>): void => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!delta || templates.length === 0) return;
    event.preventDefault();
    const at = templates.findIndex((t) => t.templateId === detail.templateId);
    const next = templates[(at + delta + templates.length) % templates.length];
    choose.mutate(next.templateId, { onSuccess: () => toastSuccess(T.switched) });
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="radio"]');
    buttons[(at + delta + templates.length) % templates.length]?.focus();
  };
  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(link);
      toastSuccess(T.copied);
    } catch {
      toastError(link);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="resume-preview">
      <div className={styles.head}>
        <h2 id="resume-preview">{RESUME_TEXT.sections.preview}</h2>
        <DownloadButton
          type="primary"
          load={() => downloadResumePdf(detail.templateId)}
          label={RESUME_TEXT.download}
          busyLabel={RESUME_TEXT.downloading}
        />
      </div>
      <h3>{T.templates}</h3>
      <div className={styles.gallery} role="radiogroup" aria-label={T.templates} onKeyDown={step}>
        {templates.map((t) => (
          <button
            key={t.templateId}
            type="button"
            role="radio"
            aria-checked={detail.templateId === t.templateId}
            tabIndex={detail.templateId === t.templateId ? 0 : -1}
            className={`${styles.template} ${detail.templateId === t.templateId ? styles.chosen : ''}`}
            onClick={() => choose.mutate(t.templateId, { onSuccess: () => toastSuccess(T.switched) })}
            title={t.description}
          >
            <span className={styles.thumb} aria-hidden>
              <ResumeDocument resume={detail} templateId={t.templateId} />
            </span>
            <span className={styles.templateName}>{t.name}</span>
          </button>
        ))}
      </div>
      <div className={styles.share} aria-label={T.share} role="group">
        <h3>{T.share}</h3>
        <label className={styles.switch}>
          <Switch
            aria-label={T.shareOn}
            checked={detail.share?.on ?? false}
            loading={share.isPending}
            onChange={(on) => share.mutate({ on, renew: false }, { onSuccess: () => toastSuccess(on ? '分享已开启' : '分享已关闭') })}
          />
          <span>{T.shareOn}</span>
        </label>
        <p className={styles.hint}>{T.shareHint}</p>
        {detail.share?.on && (
          <div className={styles.link}>
            <a href={link} target="_blank" rel="noreferrer" className={styles.url}>
              {link}
            </a>
            <Button icon={<CopyOutlined />} onClick={() => void copy()}>
              {T.copy}
            </Button>
            <Popconfirm
              title={T.renewConfirm}
              okText={T.renew}
              cancelText={RESUME_TEXT.cancel}
              onConfirm={() => share.mutateAsync({ on: true, renew: true }).then(() => toastSuccess(T.renew))}
            >
              <Button icon={<ReloadOutlined />}>{T.renew}</Button>
            </Popconfirm>
            <span className={styles.hint}>{T.views(detail.share.views)}</span>
          </div>
        )}
      </div>
      <div className={styles.full}>
        <ScaledPage>
          <ResumeDocument resume={detail} templateId={detail.templateId} />
        </ScaledPage>
      </div>
    </section>
  );
}

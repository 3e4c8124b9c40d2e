import { Alert, Button, Card, Form, Input, Result, Select, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addArticle, updateArticle, uploadArticleImage, type Article, type ArticleForm } from '@/api/articles';
import { buildUrl } from '@/api/client';
import { isApiError, messageOf } from '@/api/errors';
import { CoverUpload } from '@/components/cover-upload';
import { apiPaths, paths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { PublishActions, RichTextField } from '@/components/rich-text-field';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from '../lib/local-draft';
import { articleKeys, useArticleTypes, useCourseOptions, useManagedArticle } from '../queries';
import { ARTICLE_TEXT } from '../texts';
import styles from './article-editor-page.module.css';

const T = ARTICLE_TEXT.editor;
type Values = { title: string; typeId?: string; summary: string; cover: string; courseId?: string };
const AUTOSAVE_MS = 800;

const valuesOf = (a: Article | undefined): Values => ({
  title: a?.title ?? '',
  typeId: a?.typeId,
  summary: a?.summary ?? '',
  cover: a?.cover ?? '',
  courseId: a?.course?.idSign,
});

function Editor({ writer, sign, article, backHref }: { writer: string; sign: string; article: Article | undefined; backHref: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const types = useArticleTypes();
  const courses = useCourseOptions();
  // A copy kept in this browser while writing: restored when newer than what the server has.
  const stored = useMemo(() => readLocalDraft(writer, sign, article?.updateTime), [writer, sign, article?.updateTime]);
  const [restored, setRestored] = useState<LocalDraft | null>(stored);
  const start = restored ?? { values: valuesOf(article), content: article?.content ?? '', at: '' };
  const [content, setContent] = useState(start.content);
  const [contentError, setContentError] = useState('');
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const [editorKey, setEditorKey] = useState(0);
  const timer = useRef<number | undefined>(undefined);
  const published = article?.status === 1;

  const remember = (nextContent = content): void => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => writeLocalDraft(writer, sign, { values: form.getFieldsValue(), content: nextContent }), AUTOSAVE_MS);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const discard = (): void => {
    clearLocalDraft(writer, sign);
    setRestored(null);
    form.setFieldsValue(valuesOf(article));
    setContent(article?.content ?? '');
    setEditorKey((k) => k + 1);
  };

  const save = async (publish: boolean): Promise<void> => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    if (content.trim() === '') {
      setContentError(T.contentRequired);
      return;
    }
    const body: ArticleForm = {
      title: values.title.trim(),
      typeId: values.typeId ?? '',
      summary: values.summary?.trim() ?? '',
      cover: values.cover ?? '',
      content,
      courseId: values.courseId,
      publish,
    };
    setSaving(publish ? 'publish' : 'draft');
    try {
      const target = sign ? (await updateArticle(sign, body)).idSign : (await addArticle(body)).idSign;
      window.clearTimeout(timer.current);
      clearLocalDraft(writer, sign);
      toastSuccess(publish ? T.published : sign ? T.updated : T.saved);
      await client.invalidateQueries({ queryKey: articleKeys.all });
      void navigate(paths.managementDetails.getHref(target));
    } catch (error) {
      if (isApiError(error) && error.field === 'content') setContentError(error.msg);
      else if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
      else toastError(messageOf(error, T.saveFailed));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={styles.page}>
      <div className={styles.head}>
        <h1>{sign ? T.editTitle : T.newTitle}</h1>
        <Link to={backHref}>{T.back}</Link>
      </div>
      {restored?.at ? (
        <Alert
          className={styles.notice}
          type="info"
          showIcon
          title={T.draftRestored}
          action={
            <Button size="small" onClick={discard}>
              {T.discardDraft}
            </Button>
          }
        />
      ) : null}
      <Card>
        <Form form={form} layout="vertical" initialValues={start.values} onValuesChange={() => remember()} requiredMark>
          <Form.Item
            name="title"
            label={T.title}
            required
            rules={[
              { required: true, whitespace: true, message: T.required },
              { max: 60, message: T.titleLong },
            ]}
          >
            <Input placeholder={T.titlePlaceholder} count={{ show: true, max: 60 }} size="large" />
          </Form.Item>
          <div className={styles.grid}>
            <Form.Item name="typeId" label={T.type} required rules={[{ required: true, message: T.typePlaceholder }]}>
              <Select
                placeholder={T.typePlaceholder}
                loading={types.isPending}
                options={(types.data ?? []).map((t) => ({ value: t.idSign, label: t.typeName }))}
                aria-label={T.type}
              />
            </Form.Item>
            <Form.Item name="courseId" label={T.course}>
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder={T.coursePlaceholder}
                loading={courses.isPending}
                options={(courses.data ?? []).map((c) => ({ value: c.idSign, label: `${c.offering === 2 ? T.training : ''}${c.name}` }))}
                aria-label={T.course}
              />
            </Form.Item>
          </div>
          <Form.Item name="summary" label={T.summary} extra={T.summaryHint} rules={[{ max: 200, message: T.summaryLong }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: 200 }} />
          </Form.Item>
          <Form.Item name="cover" label={T.cover} extra={T.coverHint}>
            <CoverUpload
              action={buildUrl(apiPaths.articleUploadImage)}
              urlOf={(data) => (data as { url: string }).url}
              texts={{ label: T.cover, upload: T.coverUpload, tooLarge: T.coverTooLarge, uploaded: T.uploaded, failed: T.uploadFailed }}
            />
          </Form.Item>
          <RichTextField
            key={editorKey}
            id="article-content-label"
            label={T.content}
            value={start.content}
            error={contentError}
            upload={async (file, onProgress) => (await uploadArticleImage(file, onProgress)).url}
            onChange={(html) => {
              setContent(html);
              if (html) setContentError('');
              remember(html);
            }}
          />
          <PublishActions published={published} saving={saving} onSave={(publish) => void save(publish)} texts={T} />
        </Form>
      </Card>
    </div>
  );
}

/** /new-articles (?id= to edit one): the article editor of teachers and school admins, with an autosaved copy. */
export function ArticleEditorPage({ writer, backHref }: { writer: string; backHref: string }) {
  const [params] = useSearchParams();
  const sign = params.get('id') ?? '';
  const article = useManagedArticle(sign);
  if (sign && article.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (sign && article.isError) {
    return (
      <Result
        status="404"
        title={T.notFound}
        extra={
          <Link to={backHref}>
            <Button type="primary">{T.back}</Button>
          </Link>
        }
      />
    );
  }
  return <Editor key={sign} writer={writer} sign={sign} article={article.data} backHref={backHref} />;
}

import { Button, Card, Form, Input, Radio, Result, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { uploadArticleImage } from '@/api/articles';
import { buildUrl } from '@/api/client';
import { isApiError, messageOf } from '@/api/errors';
import { addNews, updateNews, type NewsArticle, type NewsCategory, type NewsForm } from '@/api/news';
import { CoverUpload } from '@/components/cover-upload';
import { PublishActions, RichTextField } from '@/components/rich-text-field';
import { apiPaths } from '@/config/paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { NEWS_CONSOLE, type NewsConsole } from '../news-console';
import { newsKeys, useManagedNewsItem } from '../queries';
import { NEWS_TEXT } from '../texts';
import styles from './news-management.module.css';

const T = NEWS_TEXT.editor;
type Values = { category: NewsCategory; title: string; source: string; summary: string; cover: string };

const valuesOf = (n: NewsArticle | undefined): Values => ({
  category: n?.category ?? 1,
  title: n?.title ?? '',
  source: n?.source ?? '',
  summary: n?.summary ?? '',
  cover: n?.cover ?? '',
});

function Editor({ sign, item, console }: { sign: string; item: NewsArticle | undefined; console: NewsConsole }) {
  const at = NEWS_CONSOLE[console];
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [content, setContent] = useState(item?.content ?? '');
  const [contentError, setContentError] = useState('');
  const [saving, setSaving] = useState<'draft' | 'publish' | null>(null);
  const published = item?.status === 1;

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
    const body: NewsForm = {
      category: values.category,
      title: values.title.trim(),
      source: values.source?.trim() ?? '',
      summary: values.summary?.trim() ?? '',
      cover: values.cover ?? '',
      content,
      publish,
    };
    setSaving(publish ? 'publish' : 'draft');
    try {
      if (sign) await updateNews(sign, body);
      else await addNews(body);
      toastSuccess(publish && !published ? T.publishedDone : sign ? T.updated : T.saved);
      await client.invalidateQueries({ queryKey: newsKeys.all });
      void navigate(at.list());
    } catch (error) {
      if (isApiError(error) && error.field === 'content') setContentError(error.msg);
      else if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
      else toastError(messageOf(error, T.saveFailed));
    } finally {
      setSaving(null);
    }
  };

  return (
    <div className={`${styles.page} ${styles.editor}`}>
      <div className={styles.head}>
        <h1>{sign ? T.editTitle : T.newTitle}</h1>
        <Link to={at.list()}>{T.back}</Link>
      </div>
      <Card>
        <Form form={form} layout="vertical" initialValues={valuesOf(item)} requiredMark>
          <Form.Item name="category" label={T.category} required>
            <Radio.Group
              optionType="button"
              options={([1, 2] as NewsCategory[]).map((c) => ({ value: c, label: NEWS_TEXT.categories[c] }))}
            />
          </Form.Item>
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
            <Form.Item name="source" label={T.source} rules={[{ max: 30, message: T.sourceLong }]}>
              <Input placeholder={T.sourcePlaceholder} count={{ show: true, max: 30 }} />
            </Form.Item>
            <Form.Item name="cover" label={T.cover} extra={T.coverHint}>
              <CoverUpload
                action={buildUrl(apiPaths.articleUploadImage)}
                urlOf={(data) => (data as { url: string }).url}
                texts={{ label: T.cover, upload: T.coverUpload, tooLarge: T.coverTooLarge, uploaded: T.uploaded, failed: T.uploadFailed }}
              />
            </Form.Item>
          </div>
          <Form.Item name="summary" label={T.summary} extra={T.summaryHint} rules={[{ max: 200, message: T.summaryLong }]}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} count={{ show: true, max: 200 }} />
          </Form.Item>
          <RichTextField
            id="news-content-label"
            label={T.content}
            value={item?.content ?? ''}
            error={contentError}
            upload={async (file, onProgress) => (await uploadArticleImage(file, onProgress)).url}
            onChange={(html) => {
              setContent(html);
              if (html) setContentError('');
            }}
          />
          <PublishActions published={published} saving={saving} onSave={(publish) => void save(publish)} texts={T} />
        </Form>
      </Card>
    </div>
  );
}

/** /school-admin/news/edit or /admin/news/edit (?id= to edit one): a news item written with the articles' editor. */
export function NewsEditorPage({ console = 'schoolAdmin' }: { console?: NewsConsole }) {
  const [params] = useSearchParams();
  const sign = params.get('id') ?? '';
  const item = useManagedNewsItem(sign);
  if (sign && item.isPending) {
    return (
      <div className={styles.page}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (sign && item.isError) {
    return (
      <Result
        status="404"
        title={T.notFound}
        extra={
          <Link to={NEWS_CONSOLE[console].list()}>
            <Button type="primary">{T.back}</Button>
          </Link>
        }
      />
    );
  }
  return <Editor key={sign} sign={sign} item={item.data} console={console} />;
}

/** /admin/news/edit: the platform admin's news editor. */
export function AdminNewsEditorPage() {
  return <NewsEditorPage console="admin" />;
}

import { UploadOutlined } from '@ant-design/icons';
import { messageOf } from '@/api/errors';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Modal, Progress, Select, Space, Table, type TableColumnsType } from 'antd';
import { useRef, useState } from 'react';
import { toastError, toastSuccess } from '@/lib/toast';
import { getContentTree } from '@/api/authoring';
import { ExportButton } from '@/components/export-button';
import { deleteDataFile, getDataFiles, manageApiPaths, renameDataFile, uploadDataFile } from '@/api/teaching';
import type { DataFile } from '@/api/courses';
import { useManagedCourse } from './manage-context';
import { showRefusal } from './failure';
import { teachingKeys } from '../queries';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';
import { DataFileLink } from '@/components/data-file-link';

const T = MANAGE_TEXT.material;
export const MAX_DATA_FILE_BYTES = 50 * 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

type UploadValues = { chapterIdSign?: string; dataName?: string };

/** The upload form: optional chapter, optional name, the file; a real progress bar (XMLHttpRequest upload events). */
function UploadForm({ courseSign, onUploaded }: { courseSign: string; onUploaded: () => Promise<void> }) {
  const [form] = Form.useForm<UploadValues>();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const chapters = useQuery({ queryKey: teachingKeys.chapters(courseSign), queryFn: () => getContentTree(courseSign) });

  const pick = (picked: File | undefined): void => {
    if (!picked) return;
    setFile(picked);
    setPercent(null);
    setFileError(picked.size > MAX_DATA_FILE_BYTES ? T.fileTooLarge : null);
  };

  const upload = useMutation({
    mutationFn: ({ values, file: picked }: { values: UploadValues; file: File }) =>
      uploadDataFile(
        { courseId: courseSign, chapterIdSign: values.chapterIdSign, dataName: values.dataName?.trim() || undefined, file: picked },
        setPercent,
      ),
    onSuccess: async () => {
      toastSuccess(T.uploaded);
      form.resetFields();
      setFile(null);
      if (input.current) input.current.value = '';
      await onUploaded();
    },
    onError: (error) => {
      toastError(messageOf(error, T.uploadFailed));
      setPercent(null);
    },
  });

  const submit = async (values: UploadValues): Promise<void> => {
    if (!file) {
      setFileError(T.fileRequired);
      return;
    }
    if (fileError) return;
    setPercent(0);
    await upload.mutateAsync({ values, file }).catch(() => undefined); // told in onError
  };

  const busy = percent !== null && percent < 100;
  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
      <div className={styles.formRow}>
        <Form.Item name="chapterIdSign" label={T.chapter}>
          <Select
            allowClear
            placeholder={T.noChapter}
            loading={chapters.isPending}
            options={(chapters.data ?? []).map((c) => ({ value: c.idSign, label: `${c.upperCaseChapterLevel || c.chapterLevel} ${c.chapterName}` }))}
          />
        </Form.Item>
        <Form.Item
          name="dataName"
          label={T.dataName}
          rules={[
            { max: 50, message: T.dataNameLong },
            { pattern: /\S|^$/, message: T.dataNameRequired },
          ]}
        >
          <Input placeholder={T.dataNamePlaceholder} />
        </Form.Item>
      </div>
      <Form.Item label={T.file} validateStatus={fileError ? 'error' : undefined} help={fileError ?? T.fileHint}>
        <Space wrap>
          <input
            ref={input}
            type="file"
            hidden
          className={styles.hidden}
            data-testid="data-file-input"
            aria-label={T.pick}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={busy}>
            {T.pick}
          </Button>
          {file && <span>{T.picked(file.name)}（{formatBytes(file.size)}）</span>}
        </Space>
      </Form.Item>
      {percent !== null && (
        <Progress percent={percent} status={percent >= 100 ? 'success' : 'active'} aria-label={T.uploading} data-testid="data-upload-progress" />
      )}
      <Button type="primary" htmlType="submit" loading={busy} style={{ marginTop: 8 }}>
        {busy ? T.uploading : T.upload}
      </Button>
    </Form>
  );
}

/** The name cell while renaming: Enter or 保存 saves, Escape or 取消 cancels. */
function NameEditor({ file, onDone }: { file: DataFile; onDone: (name: string | null) => Promise<void> }) {
  const [value, setValue] = useState(file.dataName);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (): Promise<void> => {
    const name = value.trim();
    if (!name) return setError(T.dataNameRequired);
    if (name.length > 50) return setError(T.dataNameLong);
    setSaving(true);
    try {
      await onDone(name);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          aria-label={T.newName(file.dataName)}
          value={value}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') void onDone(null);
          }}
          onPressEnter={() => void save()}
        />
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {T.save}
        </Button>
        <Button onClick={() => void onDone(null)}>{T.cancel}</Button>
      </Space.Compact>
      {error && <div className={styles.error}>{error}</div>}
    </div>
  );
}

/** 课程资料: the course's data files with upload (progress), inline rename, delete after a confirmation, download. */
export function MaterialTab() {
  const { courseSign } = useManagedCourse();
  const queryClient = useQueryClient();
  const files = useQuery({ queryKey: teachingKeys.files(courseSign), queryFn: () => getDataFiles(courseSign) });
  const [editing, setEditing] = useState<string | null>(null);
  const reload = (): Promise<void> => queryClient.invalidateQueries({ queryKey: teachingKeys.files(courseSign) });

  const renameFile = useMutation({
    mutationFn: ({ sign, name }: { sign: string; name: string }) => renameDataFile(sign, name),
    onSuccess: async () => {
      toastSuccess(T.renamed);
      setEditing(null);
      await reload();
    },
    onError: showRefusal,
  });
  const deleteFile = useMutation({
    mutationFn: deleteDataFile,
    onSuccess: async () => {
      toastSuccess(T.deleted);
      await reload();
    },
    onError: showRefusal,
  });

  const rename = async (file: DataFile, name: string | null): Promise<void> => {
    if (name === null || name === file.dataName) {
      setEditing(null);
      return;
    }
    await renameFile.mutateAsync({ sign: file.idSign, name }).catch(() => undefined); // told in onError
  };

  const confirmDelete = (file: DataFile): void => {
    Modal.confirm({
      title: T.deleteTitle(file.dataName),
      content: T.deleteConfirm,
      okText: T.delete,
      okButtonProps: { danger: true },
      cancelText: MANAGE_TEXT.cancel,
      onOk: () => deleteFile.mutateAsync(file.idSign).catch(() => undefined), // a refusal: told in onError
    });
  };

  const columns: TableColumnsType<DataFile> = [
    { title: T.columns.index, dataIndex: 'index', width: 64, responsive: ['sm'] },
    {
      title: T.columns.dataName,
      key: 'dataName',
      render: (_, f) => (editing === f.idSign ? <NameEditor file={f} onDone={(name) => rename(f, name)} /> : f.dataName),
    },
    { title: T.columns.fileName, dataIndex: 'fileName', ellipsis: true, responsive: ['md'] },
    { title: T.columns.size, key: 'size', width: 100, render: (_, f) => formatBytes(f.dataSize), responsive: ['sm'] },
    {
      title: T.columns.actions,
      key: 'actions',
      width: 200,
      render: (_, f) => (
        <Space size={4} wrap>
          <DataFileLink href={f.downloadUrl} fileName={f.fileName}>
            {T.download}
          </DataFileLink>
          <Button type="link" size="small" onClick={() => setEditing(f.idSign)} disabled={editing === f.idSign}>
            {T.rename}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmDelete(f)}>
            {T.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className={styles.panel}>
      <Card size="small" title={T.uploadTitle}>
        <UploadForm courseSign={courseSign} onUploaded={reload} />
      </Card>
      <Card
        size="small"
        title={T.listTitle}
        extra={<ExportButton path={manageApiPaths.courseDataList} body={{ courseId: courseSign }} disabled={!files.data?.length} />}
      >
        <Table<DataFile>
          rowKey="idSign"
          size="small"
          loading={files.isPending}
          columns={columns}
          dataSource={files.data ?? []}
          pagination={false}
          locale={{ emptyText: T.empty }}
          scroll={{ x: 'max-content' }}
        />
      </Card>
    </div>
  );
}

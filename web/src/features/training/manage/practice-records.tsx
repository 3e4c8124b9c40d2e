import { Button, Empty, Form, Input, InputNumber, Modal, Segmented, Table } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, messageOf } from '@/api/errors';
import { getPracticeRecords, practiceFileUrl, scorePractice, type PracticeRecord } from '@/api/training';
import { DownloadLink } from '@/components/download-link';
import { ExportButton } from '@/components/export-button';
import { apiPaths } from '@/config/paths';
import { formatServerTime } from '@/lib/time';
import { toastError, toastSuccess } from '@/lib/toast';
import { trainingKeys } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './manage.module.css';

const T = TRAINING_TEXT.editor.records;
const PAGE_SIZE = 10;
type Filter = 0 | 2 | 3;

function ScoreDialog({ record, onClose, onSaved }: { record: PracticeRecord; onClose: () => void; onSaved: () => Promise<void> }) {
  const [form] = Form.useForm<{ score: number; comment: string }>();
  const [saving, setSaving] = useState(false);
  const save = async (values: { score: number; comment: string }): Promise<void> => {
    setSaving(true);
    try {
      await scorePractice(record.recordId, values.score, values.comment ?? '');
      toastSuccess(T.saved);
      await onSaved();
      onClose();
    } catch (error) {
      if (isApiError(error) && error.field) form.setFields([{ name: error.field as 'score', errors: [error.msg] }]);
      else toastError(messageOf(error, T.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={T.title(record.userName, `任务${record.taskId} ${record.taskTitle}`)}
      okText={T.grade}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ score: record.score ?? undefined, comment: record.comment }} onFinish={(v) => void save(v)}>
        <Form.Item name="score" label={T.scoreLabel(record.fullScore)} rules={[{ required: true, message: '请输入得分' }]}>
          <InputNumber min={0} max={record.fullScore} precision={0} className={styles.number} autoFocus />
        </Form.Item>
        <Form.Item name="comment" label={T.comment} rules={[{ max: 500, message: '评语不能超过500个字' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} count={{ show: true, max: 500 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 实训评分: the trainees' work, awaiting its score first; the file, and the score against the task's pass line. */
export function PracticeRecords({ sign }: { sign: string }) {
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>(2);
  const [page, setPage] = useState(1);
  const [grading, setGrading] = useState<PracticeRecord | null>(null);
  const key = [...trainingKeys.training(sign), 'records', filter, page] as const;
  const records = useQuery({
    queryKey: key,
    queryFn: () => getPracticeRecords(sign, page, PAGE_SIZE, filter === 0 ? undefined : filter),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className={styles.toolbar}>
        <Segmented<Filter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={([2, 3, 0] as Filter[]).map((value) => ({ value, label: T.filters[value] }))}
        />
        <ExportButton
          path={apiPaths.trainPracticeRecords}
          body={{ trainId: sign, ...(filter === 0 ? {} : { status: filter }) }}
          disabled={(records.data?.total ?? 0) === 0}
        />
      </div>
      <Table<PracticeRecord>
        rowKey="recordId"
        loading={records.isPending}
        dataSource={records.data?.list ?? []}
        scroll={{ x: 760 }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        columns={[
          { title: T.trainee, dataIndex: 'userName' },
          { title: T.task, key: 'task', render: (_, r) => `任务${r.taskId} ${r.taskTitle}` },
          { title: T.status, dataIndex: 'statusName', width: 90 },
          {
            title: T.score,
            key: 'score',
            width: 110,
            render: (_, r) => (r.score === null ? '--' : <span className={r.passed ? styles.pass : styles.fail}>{`${r.score} / ${r.fullScore}`}</span>),
          },
          {
            title: T.file,
            key: 'file',
            render: (_, r) =>
              r.hasFile && r.fileName ? (
                <DownloadLink href={practiceFileUrl(r.recordId)} fileName={r.fileName}>
                  {r.fileName}
                </DownloadLink>
              ) : (
                '--'
              ),
          },
          { title: T.submittedAt, dataIndex: 'submittedAt', width: 170, render: (at: string | null) => (at ? formatServerTime(at) : '--') },
          {
            title: T.actions,
            key: 'actions',
            width: 90,
            render: (_, r) =>
              r.status === 1 ? null : (
                <Button type="link" size="small" onClick={() => setGrading(r)} aria-label={`${r.score === null ? T.grade : T.regrade} ${r.userName} 任务${r.taskId}`}>
                  {r.score === null ? T.grade : T.regrade}
                </Button>
              ),
          },
        ]}
      />
      {grading ? (
        <ScoreDialog
          record={grading}
          onClose={() => setGrading(null)}
          onSaved={() => client.invalidateQueries({ queryKey: trainingKeys.training(sign) })}
        />
      ) : null}
    </>
  );
}

import { CopyOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, InputNumber, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { copyWithToast } from '@/lib/clipboard';
import { formatServerTime } from '@/lib/time';
import { toastSuccess } from '@/lib/toast';
import { ExportButton } from '@/components/export-button';
import { addActivationCodes, getActivationCodes, manageApiPaths, type ActivationCode } from '@/api/teaching';
import { showRefusal } from './failure';
import { teachingKeys } from '../queries';
import { STUDENT_PAGE_SIZE } from './students-section';
import { MANAGE_TEXT } from './texts';
import styles from './manage.module.css';

const T = MANAGE_TEXT.trainees.codes;
const STATUS_COLOR: Record<number, string> = { 0: 'success', 1: 'default', 2: 'warning' };
type Values = { count: number; validDays?: number | null };

const copy = (code: string): Promise<void> => copyWithToast(code, T.copied, T.copyFailed);

/** 激活码: the course's activation codes (status filter, pages of 10), 生成激活码 with count and validity, copy, export. */
export function CodesSection({ courseSign }: { courseSign: string }) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<number | null>(null);
  const codes = useQuery({
    queryKey: teachingKeys.codes(courseSign, page, status),
    queryFn: () => getActivationCodes(courseSign, page, STUDENT_PAGE_SIZE, status),
  });

  const make = useMutation({
    mutationFn: (values: Values) => addActivationCodes(courseSign, values.count, values.validDays ?? null),
    onSuccess: async () => {
      toastSuccess(T.generated);
      setPage(1);
      await queryClient.invalidateQueries({ queryKey: teachingKeys.codesOf(courseSign) });
    },
    onError: showRefusal,
  });

  const total = codes.data?.total ?? 0;
  const columns: TableColumnsType<ActivationCode> = [
    {
      title: T.code,
      dataIndex: 'code',
      render: (code: string) => (
        <span>
          <span className={styles.code}>{code}</span>
          <Button type="link" size="small" icon={<CopyOutlined />} aria-label={`${T.copy} ${code}`} onClick={() => void copy(code)} />
        </span>
      ),
    },
    { title: T.filter, dataIndex: 'status', render: (v: number) => <Tag color={STATUS_COLOR[v]}>{T.status[v]}</Tag> },
    { title: T.usedBy, dataIndex: 'usedBy', render: (v: string) => v || '—' },
    { title: T.usedAt, dataIndex: 'usedAt', render: (v: string | null) => formatServerTime(v) || '—' },
    { title: T.createdAt, dataIndex: 'createdAt', render: (v: string) => formatServerTime(v) },
    { title: T.expiresAt, dataIndex: 'expiresAt', render: (v: string | null) => (v ? formatServerTime(v) : T.never) },
  ];

  return (
    <div className={styles.panel}>
      <Form form={form} layout="inline" initialValues={{ count: 10 }} onFinish={(v) => make.mutate(v)} requiredMark={false}>
        <Form.Item
          name="count"
          label={T.count}
          rules={[{ required: true, type: 'integer', min: 1, max: 500, message: T.countInvalid }]}
        >
          <InputNumber precision={0} style={{ width: 100 }} />
        </Form.Item>
        <Form.Item name="validDays" label={T.validDays} rules={[{ type: 'integer', min: 1, max: 3650, message: T.validDaysInvalid }]}>
          <InputNumber precision={0} placeholder={T.validDaysPlaceholder} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" loading={make.isPending}>
            {T.generate}
          </Button>
        </Form.Item>
      </Form>
      <div>
        <div className={styles.toolbar}>
          <div className={styles.toolbarGroup}>
            <label htmlFor="code-status">{T.filter}</label>
            <Select<number | 'all'>
              id="code-status"
              aria-label={T.filter}
              style={{ width: 120 }}
              value={status ?? 'all'}
              onChange={(v) => {
                setStatus(v === 'all' ? null : v);
                setPage(1);
              }}
              options={[{ value: 'all', label: T.all }, ...[0, 1, 2].map((s) => ({ value: s, label: T.status[s] }))]}
            />
          </div>
          <ExportButton
            path={manageApiPaths.activateCodes}
            body={{ courseId: courseSign, ...(status === null ? {} : { status }) }}
            disabled={total === 0}
          />
        </div>
        <Table<ActivationCode>
          rowKey="code"
          size="small"
          loading={codes.isPending}
          columns={columns}
          dataSource={codes.data?.list ?? []}
          locale={{ emptyText: T.empty }}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: STUDENT_PAGE_SIZE, total, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        />
      </div>
    </div>
  );
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { revokeCertificate, type Certificate } from '@/api/certificates';
import type { ListAnswer } from '@/api/paging';
import { ApiError } from '@/api/errors';
import { certificatePaths } from '@/config/certificate-paths';
import { toastError, toastSuccess } from '@/lib/toast';
import { certificateKeys } from '../queries';
import { CERTIFICATE_TEXT } from '../texts';
import { StatusTag } from './status-tag';
import styles from './course-certificates.module.css';

const T = CERTIFICATE_TEXT.course;
const PAGE_SIZE = 10;

const failure = (error: unknown): string => (error instanceof ApiError ? error.message : String(error));

/** The confirmation of a revocation, with its reason (required). */
function RevokeDialog({ certificate, onClose }: { certificate: Certificate | null; onClose: () => void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeCertificate(certificate?.number ?? '', reason.trim()),
    onSuccess: () => {
      toastSuccess(T.revoked);
      void client.invalidateQueries({ queryKey: certificateKeys.all });
      setReason('');
      setTouched(false);
      onClose();
    },
    onError: (error) => toastError(failure(error)),
  });
  const missing = touched && !reason.trim();
  return (
    <Modal
      open={certificate !== null}
      title={certificate ? T.revokeTitle(certificate.holderName) : ''}
      okText={T.revoke}
      okButtonProps={{ danger: true }}
      cancelText={T.cancel}
      confirmLoading={revoke.isPending}
      onOk={() => {
        setTouched(true);
        if (reason.trim()) revoke.mutate();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.hint}>{T.revokeHint}</p>
      <Input.TextArea
        aria-label={T.reason}
        placeholder={T.reason}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        maxLength={100}
        showCount
        status={missing ? 'error' : undefined}
        autoSize={{ minRows: 2 }}
      />
      {missing ? <p className={styles.error}>{T.reasonRequired}</p> : null}
    </Modal>
  );
}

/**
 * A list of certificates (a course's or a school's), newest first, searchable by a holder's name or a number; each
 * opens its page, and one who may revokes it after a confirmation with the reason.
 */
export function CertificateList({ scope, load, canRevoke, label, title, intro, extra }: {
  /** Part of the query key: the list's owner ('course', sign) or ('school'). */
  scope: readonly string[];
  load: (keyword: string, page: number, size: number) => Promise<ListAnswer<Certificate>>;
  canRevoke: boolean;
  /** The region's name (its title's text). */
  label: string;
  title: ReactNode;
  intro: string;
  extra?: ReactNode;
}) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<Certificate | null>(null);
  const list = useQuery({
    queryKey: [...certificateKeys.all, 'list', ...scope, keyword, page],
    queryFn: () => load(keyword, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const C = T.columns;
  const columns: TableColumnsType<Certificate> = [
    { title: C.holder, dataIndex: 'holderName' },
    { title: C.number, dataIndex: 'number' },
    { title: C.course, dataIndex: 'courseName' },
    { title: C.title, dataIndex: 'title' },
    { title: C.score, dataIndex: 'scoreText', align: 'right' },
    { title: C.issued, dataIndex: 'issuedDate' },
    { title: C.status, dataIndex: 'revoked', render: (revoked: boolean) => <StatusTag revoked={revoked} /> },
    {
      title: C.actions,
      key: 'actions',
      render: (_: unknown, c: Certificate) => (
        <span className={styles.actions}>
          <Link to={certificatePaths.details.getHref(c.number, c.code)}>{T.view}</Link>
          {canRevoke && !c.revoked ? (
            <Button type="link" danger size="small" onClick={() => setRevoking(c)}>
              {T.revoke}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <Card className={styles.card} role="region" aria-label={label} title={title} size="small" extra={extra}>
      <p className={styles.hint}>{intro}</p>
      <Input.Search
        className={styles.search}
        placeholder={T.search}
        aria-label={T.search}
        allowClear
        maxLength={30}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
      />
      <Table<Certificate>
        rowKey="number"
        size="small"
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        columns={columns}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: T.empty }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

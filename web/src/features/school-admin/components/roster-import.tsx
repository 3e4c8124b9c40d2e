import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Table, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import type { ApiEnvelope } from '@/api/errors';
import { importRosterUrl, type ImportResult } from '@/api/identity';
import { toastError, toastSuccess } from '@/lib/toast';
import { ROSTER_MAX_BYTES, ROSTER_TEMPLATE_NAME, rosterTemplateHref } from '../lib/roster-template';
import { ADMIN_TEXT } from '../texts';
import styles from './school-admin.module.css';

const T = ADMIN_TEXT;
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Outcome = { kind: 'saved'; imported: number; updated: number } | { kind: 'invalid'; errors: ImportResult['errors'] };

/** Roster import: antd Upload to POST /schoolAdmin/importRoster with progress; row errors as a table. */
export function RosterImport({ onImported }: { onImported: () => void }) {
  const [percent, setPercent] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (file.size > ROSTER_MAX_BYTES) {
      toastError(T.tooLarge);
      return Upload.LIST_IGNORE;
    }
    setOutcome(null);
    return true;
  };

  const onChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'uploading') setPercent(Math.round(file.percent ?? 0));
    if (file.status !== 'done' && file.status !== 'error') return;
    setPercent(null);
    const envelope = file.response as ApiEnvelope<ImportResult> | undefined;
    if (!envelope || typeof envelope.code !== 'number') {
      toastError(T.uploadFailed);
      return;
    }
    const result = envelope.data;
    if (result && result.errors.length > 0) {
      setOutcome({ kind: 'invalid', errors: result.errors });
    } else if (envelope.code === 200 && result) {
      setOutcome({ kind: 'saved', imported: result.imported, updated: result.updated });
      toastSuccess(T.imported);
      onImported();
    } else {
      toastError(envelope.msg || T.uploadFailed);
    }
  };

  return (
    <section className={styles.import} aria-label={T.importTitle}>
      <div className={styles.importBar}>
        <Upload name="file" action={importRosterUrl()} withCredentials accept={ACCEPT} showUploadList={false} maxCount={1}
          beforeUpload={beforeUpload} onChange={onChange}>
          <Button type="primary" icon={<UploadOutlined />} loading={percent !== null}>
            {T.choose}
          </Button>
        </Upload>
        <a href={rosterTemplateHref()} download={ROSTER_TEMPLATE_NAME}>
          <DownloadOutlined aria-hidden="true" /> {T.template}
        </a>
      </div>
      <p className={styles.hint}>{T.importHint}</p>
      {percent !== null ? <Progress percent={percent} size="small" /> : null}
      {outcome?.kind === 'saved' ? (
        <Alert type="success" showIcon title={T.imported} description={T.importCounts(outcome.imported, outcome.updated)} />
      ) : null}
      {outcome?.kind === 'invalid' ? (
        <>
          <Alert type="error" showIcon title={T.importFailed} />
          <Table
            className={styles.errors}
            size="small"
            rowKey={(row) => `${row.row}-${row.msg}`}
            pagination={false}
            dataSource={outcome.errors}
            columns={[
              { title: T.errorRow, dataIndex: 'row', key: 'row', width: 72 },
              { title: T.errorMsg, dataIndex: 'msg', key: 'msg' },
            ]}
          />
        </>
      ) : null}
    </section>
  );
}

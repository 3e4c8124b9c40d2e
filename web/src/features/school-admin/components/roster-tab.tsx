import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Segmented, Table } from 'antd';
import { useState } from 'react';
import { getRoster, type RosterKind, type RosterRow } from '@/api/identity';
import { schoolAdminKeys } from '../queries';
import { ADMIN_TEXT } from '../texts';
import { RosterImport } from './roster-import';
import styles from './school-admin.module.css';

const PAGE_SIZE = 15;
const T = ADMIN_TEXT;

/** 花名册: the school's students or teachers, and the import. */
export function RosterTab() {
  const [kind, setKind] = useState<RosterKind>('student');
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const query = useQuery({
    queryKey: schoolAdminKeys.rosterPage(kind, page),
    queryFn: () => getRoster(kind, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <div className={styles.roster}>
      <RosterImport onImported={() => void client.invalidateQueries({ queryKey: schoolAdminKeys.roster() })} />
      <Segmented<RosterKind>
        className={styles.kinds}
        value={kind}
        onChange={(value) => {
          setKind(value);
          setPage(1);
        }}
        options={[
          { value: 'student', label: T.kinds.student },
          { value: 'teacher', label: T.kinds.teacher },
        ]}
      />
      <Table<RosterRow>
        rowKey={(row) => `${row.kind}-${row.number}`}
        size="middle"
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        locale={{ emptyText: T.empty }}
        columns={[
          { title: T.columns.number, dataIndex: 'number', key: 'number' },
          { title: T.columns.name, dataIndex: 'name', key: 'name' },
          { title: T.columns.kind, dataIndex: 'kind', key: 'kind', render: (value: RosterKind) => T.kinds[value] },
        ]}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: T.total,
          onChange: setPage,
          size: 'small',
        }}
      />
    </div>
  );
}

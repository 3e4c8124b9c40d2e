import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Switch, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { getCourseAssignments, setAssessment, unassignPractice, type Assignment } from '@/api/simulation';
import { toastSuccess } from '@/lib/toast';
import { scoreText } from '../format';
import { simulationKeys } from '../queries';
import { tellRefusal } from '@/lib/refusal';
import { SIM_TEXT } from '../texts';
import { AssignDialog } from './assign-dialog';
import { TraineeList } from './trainee-list';
import styles from './course.module.css';

const T = SIM_TEXT.course;
const C = T.columns;

/** 计入考核 and 移除 of the course's assignments; the list is updated from the answers. */
function useAssignmentChanges(courseId: string) {
  const client = useQueryClient();
  const key = simulationKeys.assignments(courseId);
  const toggle = useMutation({
    mutationFn: (input: { sign: string; inAssessment: boolean }) => setAssessment({ courseId, ...input }),
    onSuccess: (changed) => {
      client.setQueryData<Assignment[]>(key, (list) => list?.map((a) => (a.sign === changed.sign ? changed : a)));
      toastSuccess(changed.inAssessment ? T.assessmentOn : T.assessmentOff);
    },
    onError: tellRefusal,
  });
  const remove = useMutation({
    mutationFn: (sign: string) => unassignPractice({ courseId, sign }),
    onSuccess: () => {
      toastSuccess(T.removed);
      void client.invalidateQueries({ queryKey: simulationKeys.course(courseId) });
    },
    onError: tellRefusal,
  });
  return { toggle, remove };
}

/**
 * Course management's 仿真实训: the practices assigned to the course (计入考核, the trainees' counts and average), 添加实训,
 * 移除 after a confirmation, and the trainees of the one selected with their stage and score, exported as .xlsx.
 */
export function CourseSimulationTab({ courseId }: { courseId: string }) {
  const { modal } = AntApp.useApp();
  const assignments = useQuery({ queryKey: simulationKeys.assignments(courseId), queryFn: () => getCourseAssignments(courseId) });
  const { toggle, remove } = useAssignmentChanges(courseId);
  const [selected, setSelected] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const list = assignments.data ?? [];
  const current = list.find((a) => a.sign === selected) ?? list[0];

  const confirmRemove = (a: Assignment): void => {
    modal.confirm({
      title: T.removeTitle(a.title),
      content: T.removeText,
      okText: T.remove,
      okButtonProps: { danger: true },
      cancelText: T.cancel,
      onOk: () => remove.mutateAsync(a.sign).catch(() => undefined),
    });
  };

  const columns: TableColumnsType<Assignment> = [
    { title: C.title, dataIndex: 'title' },
    { title: C.marketplace, dataIndex: 'marketplaceName' },
    { title: C.days, dataIndex: 'days', align: 'right' },
    {
      title: C.inAssessment,
      dataIndex: 'inAssessment',
      render: (value: boolean, a: Assignment) => (
        <Switch
          checked={value}
          aria-label={`${C.inAssessment}：${a.title}`}
          loading={toggle.isPending && toggle.variables?.sign === a.sign}
          disabled={toggle.isPending}
          onChange={(checked) => toggle.mutate({ sign: a.sign, inAssessment: checked })}
        />
      ),
    },
    { title: C.trainees, dataIndex: 'trainees', align: 'right' },
    { title: C.started, dataIndex: 'started', align: 'right' },
    { title: C.finished, dataIndex: 'finished', align: 'right' },
    { title: C.average, dataIndex: 'averageScore', align: 'right', render: (v: number | null) => (v === null ? '—' : scoreText(v)) },
    {
      title: C.actions,
      key: 'actions',
      render: (_: unknown, a: Assignment) => (
        <span className={styles.actions}>
          <Button type="link" size="small" disabled={current?.sign === a.sign} onClick={() => setSelected(a.sign)}>
            {T.view}
          </Button>
          <Button type="link" size="small" danger onClick={() => confirmRemove(a)}>
            {T.remove}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={styles.stack}>
      <Card
        size="small"
        role="region"
        aria-label={T.title}
        title={<h3 className={styles.title}>{T.title}</h3>}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {T.add}
          </Button>
        }
      >
        <p className={styles.hint}>{T.intro}</p>
        <Table<Assignment>
          rowKey="sign"
          size="small"
          scroll={{ x: 'max-content' }}
          loading={assignments.isPending}
          columns={columns}
          dataSource={list}
          rowClassName={(a) => (a.sign === current?.sign ? styles.selected : '')}
          locale={{ emptyText: T.empty }}
          pagination={false}
        />
      </Card>
      {current ? <TraineeList key={current.sign} courseId={courseId} assignment={current} /> : null}
      <AssignDialog courseId={courseId} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}

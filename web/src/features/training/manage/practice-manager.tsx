import { Button, Empty, Form, Input, InputNumber, Modal, Popconfirm, Select, Skeleton, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, messageOf } from '@/api/errors';
import {
  addPracticeTask,
  deletePracticeTask,
  updatePracticeTask,
  type PracticeTask,
  type PracticeTaskBody,
} from '@/api/training';
import { toastError, toastSuccess } from '@/lib/toast';
import { trainingKeys, usePracticeTasks, useTimetable } from '../queries';
import { TRAINING_TEXT } from '../texts';
import styles from './manage.module.css';

const T = TRAINING_TEXT.editor.practice;

type Values = Omit<PracticeTaskBody, 'chapterId'> & { chapterId: string };

function TaskDialog({
  sign,
  viewer,
  task,
  tasks,
  onClose,
}: {
  sign: string;
  viewer: string;
  /** null: a new task. */
  task: PracticeTask | null;
  tasks: PracticeTask[];
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const timetable = useTimetable(sign, viewer);
  const fullScore = Form.useWatch('fullScore', form) ?? 100;
  const bySign = new Map(tasks.map((t) => [t.taskId, t.idSign]));
  const initial: Values = task
    ? {
        chapterId: task.chapterIdSign,
        taskId: task.taskId,
        title: task.title,
        description: task.description,
        passLine: task.passLine,
        fullScore: task.fullScore,
        requires: task.requires.map((n) => bySign.get(n) ?? '').filter(Boolean),
      }
    : { chapterId: '', taskId: Math.max(0, ...tasks.map((t) => t.taskId)) + 1, title: '', description: '', passLine: 60, fullScore: 100, requires: [] };

  const save = async (values: Values): Promise<void> => {
    setSaving(true);
    const body: PracticeTaskBody = { ...values, title: values.title.trim(), chapterId: values.chapterId || null, requires: values.requires ?? [] };
    try {
      if (task) await updatePracticeTask(task.idSign, body);
      else await addPracticeTask(sign, body);
      toastSuccess(task ? T.updated : T.added);
      await client.invalidateQueries({ queryKey: trainingKeys.training(sign) });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.field) form.setFields([{ name: error.field as keyof Values, errors: [error.msg] }]);
      else toastError(messageOf(error, T.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={task ? T.edit : T.add}
      okText={T.ok}
      cancelText={T.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} requiredMark>
        <Form.Item name="taskId" label={T.number} required rules={[{ required: true, message: T.number }]}>
          <InputNumber min={1} max={9999} precision={0} className={styles.number} />
        </Form.Item>
        <Form.Item name="title" label={T.title} required rules={[{ required: true, whitespace: true, message: '请输入任务名称' }, { max: 50, message: '任务名称不能超过50个字' }]}>
          <Input count={{ show: true, max: 50 }} />
        </Form.Item>
        <Form.Item name="chapterId" label={T.chapter}>
          <Select
            loading={timetable.isPending}
            aria-label={T.chapter}
            options={[
              { value: '', label: T.noChapter },
              ...(timetable.data ?? []).map((c) => ({ value: c.idSign, label: `第${c.upperCaseChapterLevel}章 ${c.chapterName}` })),
            ]}
          />
        </Form.Item>
        <Form.Item name="description" label={T.description} rules={[{ max: 2000, message: '任务说明不能超过2000个字' }]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item name="fullScore" label={T.fullScore} required>
            <InputNumber min={1} max={1000} precision={0} className={styles.number} />
          </Form.Item>
          <Form.Item name="passLine" label={T.passLine} required>
            <InputNumber min={0} max={fullScore} precision={0} className={styles.number} />
          </Form.Item>
        </div>
        <Form.Item name="requires" label={T.requires} extra={T.requiresHint}>
          <Select
            mode="multiple"
            allowClear
            aria-label={T.requires}
            optionFilterProp="label"
            options={tasks.filter((t) => t.idSign !== task?.idSign).map((t) => ({ value: t.idSign, label: `任务${t.taskId} ${t.title}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** 实训任务 of the editor: the tasks with their pass lines and prerequisites; add, edit, delete (confirmed). */
export function PracticeManager({ sign, viewer }: { sign: string; viewer: string }) {
  const client = useQueryClient();
  const tasks = usePracticeTasks(sign, viewer, true);
  const [editing, setEditing] = useState<PracticeTask | 'new' | null>(null);
  if (tasks.isPending) return <Skeleton active />;
  if (tasks.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tasks.error.message || T.loadFailed} />;
  const list = tasks.data ?? [];
  const remove = async (task: PracticeTask): Promise<void> => {
    try {
      await deletePracticeTask(task.idSign);
      toastSuccess(T.deleted);
      await client.invalidateQueries({ queryKey: trainingKeys.training(sign) });
    } catch (error) {
      toastError(messageOf(error, T.deleteFailed));
    }
  };
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.muted}>{T.count(list.length)}</span>
        <Button type="primary" onClick={() => setEditing('new')}>
          {T.add}
        </Button>
      </div>
      <Table<PracticeTask>
        rowKey="idSign"
        dataSource={list}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={T.empty} /> }}
        columns={[
          { title: T.number, dataIndex: 'taskId', width: 90, render: (n: number) => `任务${n}` },
          { title: T.title, dataIndex: 'title' },
          { title: T.chapter, dataIndex: 'chapterName', render: (name: string, t) => (name ? `第${t.upperCaseChapterLevel}章 ${name}` : T.noChapter) },
          { title: `${T.passLine} / ${T.fullScore}`, key: 'score', width: 120, render: (_, t) => `${t.passLine} / ${t.fullScore}` },
          {
            title: T.requires,
            dataIndex: 'requires',
            render: (numbers: number[]) => (numbers.length === 0 ? T.none : numbers.map((n) => <Tag key={n}>{`任务${n}`}</Tag>)),
          },
          {
            title: T.actions,
            key: 'actions',
            width: 140,
            render: (_, t) => (
              <>
                <Button type="link" size="small" onClick={() => setEditing(t)} aria-label={`${T.editAction} 任务${t.taskId}`}>
                  {T.editAction}
                </Button>
                <Popconfirm title={T.deleteConfirm} okText={T.deleteAction} cancelText={T.cancel} onConfirm={() => void remove(t)}>
                  <Button type="link" size="small" danger aria-label={`${T.deleteAction} 任务${t.taskId}`}>
                    {T.deleteAction}
                  </Button>
                </Popconfirm>
              </>
            ),
          },
        ]}
      />
      {editing ? <TaskDialog sign={sign} viewer={viewer} task={editing === 'new' ? null : editing} tasks={list} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

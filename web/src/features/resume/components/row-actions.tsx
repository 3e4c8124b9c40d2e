import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { toastSuccess } from '@/lib/toast';
import { RESUME_TEXT } from '../texts';

/** A resume row's 编辑 and 删除 (the latter after a confirmation, then 删除成功); `name` tells the buttons apart. */
export function RowActions({ name, onEdit, onRemove, className }: { name: string; onEdit: () => void; onRemove: () => Promise<unknown>; className?: string }) {
  return (
    <div className={className}>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} aria-label={`${RESUME_TEXT.edit} ${name}`}>
        {RESUME_TEXT.edit}
      </Button>
      <Popconfirm
        title={RESUME_TEXT.removeConfirm}
        okText={RESUME_TEXT.remove}
        cancelText={RESUME_TEXT.cancel}
        okButtonProps={{ danger: true }}
        onConfirm={() => onRemove().then(() => toastSuccess(RESUME_TEXT.removed))}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${RESUME_TEXT.remove} ${name}`}>
          {RESUME_TEXT.remove}
        </Button>
      </Popconfirm>
    </div>
  );
}

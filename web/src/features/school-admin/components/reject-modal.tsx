import { Form, Input, Modal } from 'antd';
import { ADMIN_TEXT } from '../texts';

type RejectModalProps = {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** Rejecting needs a reason (请填写驳回原因). */
export function RejectModal({ open, saving, onCancel, onSubmit }: RejectModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={ADMIN_TEXT.rejectTitle}
      okText={ADMIN_TEXT.ok}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} preserve={false} onFinish={(values) => onSubmit(values.reason.trim())}>
        <Form.Item
          name="reason"
          rules={[{ validator: async (_rule, value: unknown) => {
            if (typeof value !== 'string' || value.trim() === '') throw new Error(ADMIN_TEXT.reasonRequired);
          } }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={ADMIN_TEXT.reasonPlaceholder} aria-label={ADMIN_TEXT.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

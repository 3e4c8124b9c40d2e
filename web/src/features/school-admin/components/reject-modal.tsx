import { Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_TEXT } from '../texts';

type RejectModalProps = {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  /** The claims' texts unless told otherwise (a marketer's refusal, a refund). */
  title?: string;
  placeholder?: string;
  requiredMessage?: string;
  okText?: string;
  /** What the decision is about, above the reason. */
  children?: ReactNode;
};

/** A decision that needs a reason (请填写驳回原因): rejecting a claim or an application, stopping a marketer, a refund. */
export function RejectModal({
  open,
  saving,
  onCancel,
  onSubmit,
  title = ADMIN_TEXT.rejectTitle,
  placeholder = ADMIN_TEXT.reasonPlaceholder,
  requiredMessage = ADMIN_TEXT.reasonRequired,
  okText = ADMIN_TEXT.ok,
  children,
}: RejectModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={saving}
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      {children}
      <Form form={form} preserve={false} onFinish={(values) => onSubmit(values.reason.trim())}>
        <Form.Item
          name="reason"
          rules={[{ validator: async (_rule, value: unknown) => {
            if (typeof value !== 'string' || value.trim() === '') throw new Error(requiredMessage);
          } }]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount placeholder={placeholder} aria-label={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

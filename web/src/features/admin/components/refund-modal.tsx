import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { AdminOrder } from '@/api/admin';
import { messageOf } from '@/api/errors';
import { formatYuan } from '@/lib/money';
import { useRefundOrder } from '../orders-queries';
import { ORDERS_TEXT } from '../orders-texts';

const T = ORDERS_TEXT;
/** The server's limit on a reason (退款原因最多200字). */
export const REASON_MAX = 200;

type Props = { order: AdminOrder | null; onClose: () => void };

/**
 * 退款到买家余额: what goes back to whom, the reason (required, at most 200 characters, the server's messages), and
 * 确认退款. A refusal (订单已退款 when another admin was first) stays in the dialog.
 */
export function RefundModal({ order, onClose }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const refund = useRefundOrder();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = (): void => {
    setRefusal(null);
    form.resetFields();
    onClose();
  };
  const submit = async ({ reason }: { reason: string }): Promise<void> => {
    if (!order) return;
    setRefusal(null);
    try {
      await refund.mutateAsync({ orderNo: order.orderNo, reason: reason.trim() });
      close();
    } catch (error) {
      setRefusal(messageOf(error, T.refundTitle));
    }
  };
  return (
    <Modal
      open={order !== null}
      title={T.refundTitle}
      okText={T.refundOk}
      okButtonProps={{ danger: true, loading: refund.isPending }}
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {order ? <p>{T.refundSummary(order.schoolName, order.title, formatYuan(order.amount), order.buyerName || order.buyerMobile)}</p> : null}
      {refusal ? <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" name="refund" onFinish={(v) => void submit(v)}>
        <Form.Item
          name="reason"
          label={T.reason}
          rules={[
            { required: true, whitespace: true, message: T.reasonRequired },
            { max: REASON_MAX, message: T.reasonMax },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} showCount maxLength={REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

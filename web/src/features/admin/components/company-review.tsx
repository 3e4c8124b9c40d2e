import { App as AntApp, Form, Input, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import type { CompanyReviewRow } from '@/api/admin';
import { isApiError } from '@/api/errors';
import { tellRefusal } from '@/lib/refusal';
import { useReviewCompany } from '../queries';
import { ADMIN_TEXT } from '../texts';

const T = ADMIN_TEXT.company;

/** The review call's limit: the server counts 600 bytes, 200 Chinese characters (原因不能超过200个字). */
export const REASON_MAX = 200;
const REASON_BYTES = 600;

/** The reason's message, or null when it may be sent: required after trimming, at most 200 characters (600 bytes). */
export function reasonProblem(value: string | undefined): string | null {
  const reason = (value ?? '').trim();
  if (reason === '') return T.reasonRequired;
  const tooLong = Array.from(reason).length > REASON_MAX || new TextEncoder().encode(reason).length > REASON_BYTES;
  return tooLong ? T.reasonLength : null;
}

const reasonRule = {
  validator: (_: unknown, value: string | undefined): Promise<void> => {
    const problem = reasonProblem(value);
    return problem === null ? Promise.resolve() : Promise.reject(new Error(problem));
  },
};

type Review = {
  /** 通过, after a confirmation. */
  approve: (company: CompanyReviewRow) => void;
  /** 驳回: the reason's dialog. */
  reject: (company: CompanyReviewRow) => void;
  /** The reason's dialog, to render once. */
  dialog: ReactNode;
};

/**
 * 通过 (after a confirmation) and 驳回 (with a reason, in a dialog) of a company; `onReviewed` hears of each success
 * (the server's message, 审核完成, is toasted by the mutation).
 */
export function useCompanyReview(onReviewed: () => void): Review {
  const { modal } = AntApp.useApp();
  const review = useReviewCompany();
  const [rejecting, setRejecting] = useState<{ open: boolean; company: CompanyReviewRow | null }>({ open: false, company: null });

  const approve = (company: CompanyReviewRow): void => {
    modal.confirm({
      title: T.approveTitle(company.companyName),
      content: T.approveText,
      okText: T.approve,
      cancelText: ADMIN_TEXT.cancel,
      onOk: () =>
        review
          .mutateAsync({ companyId: company.companyId, approve: true })
          .then(onReviewed)
          .catch(tellRefusal),
    });
  };

  const dialog = (
    <RejectDialog
      open={rejecting.open}
      company={rejecting.company}
      onClose={() => setRejecting((r) => ({ ...r, open: false }))}
      onRejected={() => {
        setRejecting((r) => ({ ...r, open: false }));
        onReviewed();
      }}
    />
  );
  return { approve, reject: (company) => setRejecting({ open: true, company }), dialog };
}

type DialogProps = { open: boolean; company: CompanyReviewRow | null; onClose: () => void; onRejected: () => void };

/** 驳回: the reason (shown to the company), checked with the server's words; the server's refusal of it goes under it. */
function RejectDialog({ open, company, onClose, onRejected }: DialogProps) {
  const [form] = Form.useForm<{ reviewNote?: string }>();
  const review = useReviewCompany();

  const submit = async (): Promise<void> => {
    if (!company) return;
    const { reviewNote } = await form.validateFields();
    try {
      await review.mutateAsync({ companyId: company.companyId, approve: false, reviewNote: (reviewNote ?? '').trim() });
      onRejected();
    } catch (error) {
      if (isApiError(error) && error.kind === 'server' && error.field === 'reviewNote') {
        form.setFields([{ name: 'reviewNote', errors: [error.msg] }]);
      } else {
        tellRefusal(error);
      }
    }
  };

  return (
    <Modal
      open={open}
      title={company ? T.rejectTitle(company.companyName) : T.reject}
      okText={T.reject}
      okButtonProps={{ danger: true }}
      cancelText={ADMIN_TEXT.cancel}
      confirmLoading={review.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>{T.rejectText}</p>
      <Form form={form} name="company-reject" layout="vertical" preserve={false}>
        <Form.Item name="reviewNote" label={T.reason} rules={[reasonRule]}>
          <Input.TextArea rows={4} maxLength={REASON_MAX} showCount placeholder={T.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Modal } from 'antd';
import { isApiError } from '@/api/errors';
import type { Notice, NoticeConsole } from '@/api/notices';
import { tellRefusal } from '@/lib/refusal';
import { useSaveNotice } from '../notices-queries';
import { NOTICES_TEXT } from '../notices-texts';

const T = NOTICES_TEXT;
/** The server's limits (docs/messages.md "Posting"). */
export const NOTICE_LIMITS = { title: 50, content: 2000 } as const;

type Values = { title: string; content: string };
/** What the modal edits: a new notice, or the one given. */
export type NoticeEditing = { notice: Notice | null } | null;

/**
 * 发布 / 编辑 a notice: title and content with the API's rules and messages (trimmed, as the server does); a field the
 * server refuses shows under it, 消息不存在 (deleted meanwhile) is toasted.
 */
export function NoticeModal({ console, editing, onClose }: { console: NoticeConsole; editing: NoticeEditing; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveNotice(console);
  const notice = editing?.notice ?? null;
  const kind = T[console].kind;

  const submit = (values: Values): void => {
    if (save.isPending) return;
    save.mutate(
      { idSign: notice?.idSign, title: values.title.trim(), content: values.content.trim() },
      {
        onSuccess: onClose,
        onError: (error) => {
          const field = isApiError(error) ? error.field : undefined;
          if ((field === 'title' || field === 'content') && isApiError(error)) form.setFields([{ name: field, errors: [error.msg] }]);
          else tellRefusal(error);
        },
      },
    );
  };

  return (
    <Modal
      open={editing !== null}
      title={notice ? T.editTitle(kind) : T[console].add}
      okText={notice ? T.save : T.publish}
      cancelText={T.cancel}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={640}
      destroyOnHidden
    >
      <Form<Values>
        name="notice"
        form={form}
        layout="vertical"
        initialValues={{ title: notice?.title ?? '', content: notice?.content ?? '' }}
        onFinish={submit}
        preserve={false}
      >
        <Form.Item
          name="title"
          label={T.fields.title}
          required
          rules={[
            { required: true, whitespace: true, message: T.titleRequired },
            { max: NOTICE_LIMITS.title, message: T.titleMax, transform: (v: string) => v.trim() },
          ]}
        >
          <Input count={{ show: true, max: NOTICE_LIMITS.title }} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="content"
          label={T.fields.content}
          required
          rules={[
            { required: true, whitespace: true, message: T.contentRequired },
            { max: NOTICE_LIMITS.content, message: T.contentMax, transform: (v: string) => v.trim() },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 14 }} count={{ show: true, max: NOTICE_LIMITS.content }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

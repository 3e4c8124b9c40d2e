import { Form, Input, InputNumber, Modal } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ChapterForm, VideoForm } from '@/api/authoring';
import { CONTENT_TEXT } from './texts';

const C = CONTENT_TEXT.chapterForm;
const V = CONTENT_TEXT.videoForm;

/** Characters as the server counts them (code points, not UTF-16 units). */
const length = (text: string): number => [...text].length;

const levelRules = (message: string): Rule[] => [
  {
    validator: async (_, value: unknown) => {
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 9999) throw new Error(message);
    },
  },
];
const nameRules = (required: string, long: string): Rule[] => [
  {
    validator: async (_, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) throw new Error(required);
      if (length(text) > 50) throw new Error(long);
    },
  },
];

type DialogProps<T> = {
  open: boolean;
  title: string;
  initial: T;
  saving: boolean;
  onSave: (values: T) => void;
  onCancel: () => void;
};

/** Add or edit a chapter: level (a positive integer), name (≤ 50), synopsis (≤ 500). */
export function ChapterDialog({ open, title, initial, saving, onSave, onCancel }: DialogProps<ChapterForm>) {
  const [form] = Form.useForm<ChapterForm>();
  return (
    <Modal
      open={open}
      title={title}
      okText={CONTENT_TEXT.save}
      cancelText={CONTENT_TEXT.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => onSave({ chapterLevel: v.chapterLevel, chapterName: v.chapterName.trim(), chapterSynopsis: (v.chapterSynopsis ?? '').trim() })}
      >
        <Form.Item name="chapterLevel" label={C.level} rules={levelRules(C.levelRequired)}>
          <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="chapterName" label={C.name} rules={nameRules(C.nameRequired, C.nameLong)}>
          <Input placeholder={C.namePlaceholder} />
        </Form.Item>
        <Form.Item
          name="chapterSynopsis"
          label={C.synopsis}
          rules={[{ validator: async (_, v: unknown) => { if (typeof v === 'string' && length(v.trim()) > 500) throw new Error(C.synopsisLong); } }]}
        >
          <Input.TextArea rows={3} placeholder={C.synopsisPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Add or edit a video: level (a positive integer) and title (≤ 50). */
export function VideoDialog({ open, title, initial, saving, onSave, onCancel }: DialogProps<VideoForm>) {
  const [form] = Form.useForm<VideoForm>();
  return (
    <Modal
      open={open}
      title={title}
      okText={CONTENT_TEXT.save}
      cancelText={CONTENT_TEXT.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => onSave({ videoLevel: v.videoLevel, videoTitle: v.videoTitle.trim() })}>
        <Form.Item name="videoLevel" label={V.level} rules={levelRules(V.levelRequired)}>
          <InputNumber min={1} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="videoTitle" label={V.title} rules={nameRules(V.titleRequired, V.titleLong)}>
          <Input placeholder={V.titlePlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Button, DatePicker, Drawer, Form, Input, Radio, Space, Switch } from 'antd';
import dayjs from 'dayjs';
import type { AdvertPosition, AdvertRow, ContentTarget } from '@/api/site-content';
import { uploadContentImage } from '@/api/site-content';
import { isApiError } from '@/api/errors';
import { tellRefusal } from '@/lib/refusal';
import { formatServerTime } from '@/lib/time';
import { advertFormOf, CONTENT_LIMITS, contentCheck, SCHEDULE_FORMAT, type AdvertValues } from '../lib/site-content-rules';
import { ruleOf } from '../lib/school-rules';
import { useSaveAdvert } from '../site-content-queries';
import { SITE_CONTENT_TEXT } from '../site-content-texts';
import { PictureField } from './picture-field';
import styles from './school-drawer.module.css';

const T = SITE_CONTENT_TEXT;
const A = T.adverts;
/** The fields a refusal may name, as the form names them (the schedule's two ends are one field). */
const FIELDS: Record<string, keyof AdvertValues> = {
  title: 'title',
  subtitle: 'subtitle',
  imageUrl: 'imageUrl',
  linkUrl: 'linkUrl',
  openMode: 'openMode',
  startsAt: 'schedule',
  endsAt: 'schedule',
};

/** What is edited: an advert, or a new one (null); undefined while closed. */
export type AdvertEditing = AdvertRow | null | undefined;

type Props = { target: ContentTarget; position: AdvertPosition; editing: AdvertEditing; onClose: () => void };

/** A server time (ISO with +08:00) as the picker's value in China wall time, whatever the browser's zone. */
const at = (iso: string | null) => {
  const text = formatServerTime(iso);
  return text ? dayjs(text, SCHEDULE_FORMAT) : null;
};

function valuesOf(advert: AdvertRow | null): AdvertValues {
  if (!advert) return { openMode: '_self', visible: true, schedule: null };
  return {
    title: advert.title,
    subtitle: advert.subtitle,
    imageUrl: advert.imageUrl,
    linkUrl: advert.linkUrl,
    openMode: advert.openMode,
    visible: advert.visible,
    schedule: advert.startsAt || advert.endsAt ? [at(advert.startsAt), at(advert.endsAt)] : null,
  };
}

/** 新增 / 编辑 a banner or an advert: its picture (uploaded with progress), words, link and schedule. */
export function AdvertDrawer({ target, position, editing, onClose }: Props) {
  const open = editing !== undefined;
  return (
    <Drawer open={open} title={editing ? A.editTitle[position] : A.addTitle[position]} size="min(600px, 100vw)" onClose={onClose} destroyOnHidden>
      {open ? <AdvertForm target={target} position={position} advert={editing} onClose={onClose} /> : null}
    </Drawer>
  );
}

function AdvertForm({ target, position, advert, onClose }: Omit<Props, 'editing'> & { advert: AdvertRow | null }) {
  const [form] = Form.useForm<AdvertValues>();
  const save = useSaveAdvert(target);

  const submit = (values: AdvertValues): void => {
    if (save.isPending) return;
    save.mutate(advertFormOf(values, position, advert?.sign ?? null), {
      onSuccess: onClose,
      onError: (error) => {
        const field = isApiError(error) && error.field ? FIELDS[error.field] : undefined;
        if (field && isApiError(error)) form.setFields([{ name: field, errors: [error.msg] }]);
        else tellRefusal(error);
      },
    });
  };

  return (
    <Form<AdvertValues> name="advert" form={form} layout="vertical" initialValues={valuesOf(advert)} onFinish={submit} requiredMark>
      <Form.Item name="imageUrl" label={A.image} extra={A.hint[position]} required rules={[ruleOf(contentCheck.image)]}>
        <PictureField label={A.image} upload={(file, onProgress) => uploadContentImage(target, file, onProgress)} />
      </Form.Item>
      <Form.Item name="title" label={A.title} required rules={[ruleOf(contentCheck.title)]}>
        <Input count={{ show: true, max: CONTENT_LIMITS.title }} />
      </Form.Item>
      <Form.Item name="subtitle" label={A.subtitle} rules={[ruleOf(contentCheck.subtitle)]}>
        <Input count={{ show: true, max: CONTENT_LIMITS.subtitle }} />
      </Form.Item>
      <Form.Item name="linkUrl" label={A.link} extra={A.linkHelp} rules={[ruleOf(contentCheck.link)]}>
        <Input autoComplete="off" placeholder="/employment" />
      </Form.Item>
      <Form.Item name="openMode" label={A.openMode}>
        <Radio.Group optionType="button" options={Object.entries(T.openModes).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name="schedule" label={A.schedule} extra={A.scheduleHelp} rules={[ruleOf(contentCheck.schedule)]}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format={SCHEDULE_FORMAT}
          allowEmpty={[true, true]}
          placeholder={[A.scheduleFrom, A.scheduleTo]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item name="visible" label={A.visible} valuePropName="checked">
        <Switch checkedChildren={T.shown} unCheckedChildren={T.hidden} />
      </Form.Item>
      <Space className={styles.footer}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </Space>
    </Form>
  );
}

import { Button, Drawer, Form, Input, Skeleton, Space } from 'antd';
import type { SchoolDetail } from '@/api/admin';
import { isApiError } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { check, inputOf, LIMITS, refusalPathOf, ruleOf, valuesOf, type SchoolFormValues } from '../lib/school-rules';
import { tellRefusal } from '@/lib/refusal';
import { useSaveSchool, useSchool } from '../queries';
import { ADMIN_TEXT } from '../texts';
import { PictureField } from './picture-field';
import { HostList, ImageList, ItemList } from './school-lists';
import styles from './school-drawer.module.css';

const F = ADMIN_TEXT.form;

type Props = {
  open: boolean;
  /** The school to 编辑, null for 新增 (kept while the drawer closes, so its title stays). */
  sign: string | null;
  onClose: () => void;
};

/** 新增学校 / 编辑: the drawer, the school's record loaded for 编辑, and the form made anew for every opening. */
export function SchoolDrawer({ open, sign, onClose }: Props) {
  return (
    <Drawer open={open} title={sign ? F.editTitle : F.addTitle} size="min(720px, 100vw)" onClose={onClose} destroyOnHidden>
      {sign === null ? <SchoolForm school={null} onClose={onClose} /> : <EditSchool sign={sign} onClose={onClose} />}
    </Drawer>
  );
}

function EditSchool({ sign, onClose }: { sign: string; onClose: () => void }) {
  const school = useSchool(sign);
  if (school.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (school.isError) {
    return (
      <EmptyState
        description={isApiError(school.error) && school.error.kind === 'server' ? school.error.msg : ADMIN_TEXT.failed}
        actionLabel={ADMIN_TEXT.retry}
        onAction={() => void school.refetch()}
      />
    );
  }
  return <SchoolForm key={sign} school={school.data} onClose={onClose} />;
}

/** The form: the rules' own messages before sending, the server's refusals under their fields. */
function SchoolForm({ school, onClose }: { school: SchoolDetail | null; onClose: () => void }) {
  const [form] = Form.useForm<SchoolFormValues>();
  const save = useSaveSchool();

  const submit = (values: SchoolFormValues): void => {
    if (save.isPending) return;
    save.mutate(inputOf(values, school?.sign ?? null), {
      onSuccess: onClose,
      onError: (error) => {
        // A refusal naming a field of the form shows under it; the rest are told (学校不存在).
        const path = refusalPathOf(error, form.getFieldsValue(true) as SchoolFormValues);
        if (path && isApiError(error)) {
          form.setFields([{ name: path, errors: [error.msg] }]);
          form.scrollToField(path[0]);
        } else tellRefusal(error);
      },
    });
  };

  return (
    <Form<SchoolFormValues>
      name="school"
      form={form}
      layout="vertical"
      initialValues={valuesOf(school)}
      onFinish={submit}
      scrollToFirstError
      requiredMark
    >
      <div className={styles.grid}>
        {/* The code is fixed once the school exists (docs/admin.md): users registered and claimed with it. */}
        <Form.Item name="sign" label={F.sign} extra={school ? F.signFixed : F.signHelp} required rules={school ? [] : [ruleOf(check.sign)]}>
          <Input autoComplete="off" readOnly={school !== null} disabled={school !== null} count={{ show: true, max: LIMITS.sign }} />
        </Form.Item>
        <Form.Item name="name" label={F.name} required rules={[ruleOf(check.name)]}>
          <Input count={{ show: true, max: LIMITS.name }} />
        </Form.Item>
        <Form.Item name="title" label={F.title} extra={F.titleHelp} rules={[ruleOf(check.title)]}>
          <Input count={{ show: true, max: LIMITS.title }} />
        </Form.Item>
        <Form.Item name="icpNumber" label={F.icpNumber} rules={[ruleOf(check.icpNumber)]}>
          <Input count={{ show: true, max: LIMITS.icpNumber }} />
        </Form.Item>
      </div>
      <div className={styles.grid}>
        <Form.Item name="logo" label={F.logo} rules={[ruleOf(check.picture)]}>
          <PictureField kind="logo" label={F.logo} />
        </Form.Item>
        <Form.Item name="bottomLogo" label={F.bottomLogo} rules={[ruleOf(check.picture)]}>
          <PictureField kind="logo" label={F.bottomLogo} />
        </Form.Item>
        <Form.Item name="wechatImage" label={F.wechatImage} rules={[ruleOf(check.picture)]}>
          <PictureField kind="image" label={F.wechatImage} />
        </Form.Item>
        <Form.Item name="appImage" label={F.appImage} rules={[ruleOf(check.picture)]}>
          <PictureField kind="image" label={F.appImage} />
        </Form.Item>
      </div>
      <HostList />
      <ItemList name="address" legend={F.address} addLabel={F.addAddress} labelPlaceholder={F.addressLabelPlaceholder} />
      <ItemList name="phone" legend={F.phone} addLabel={F.addPhone} labelPlaceholder={F.phoneLabelPlaceholder} />
      <ImageList />
      <Space className={styles.footer}>
        <Button onClick={onClose}>{ADMIN_TEXT.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {ADMIN_TEXT.save}
        </Button>
      </Space>
    </Form>
  );
}

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, Select, Space } from 'antd';
import type { Belt } from '@/api/industry';
import { isApiError } from '@/api/errors';
import { check, inputOf, refusalPathOf, ruleOf, valuesOf, LIMITS, type BeltFormValues } from '../lib/belt-rules';
import { PROVINCES } from '../lib/provinces';
import { tellRefusal } from '@/lib/refusal';
import { useSaveBelt } from '../queries';
import { INDUSTRY_TEXT } from '../texts';
import styles from './belt-drawer.module.css';

const T = INDUSTRY_TEXT.admin;
const F = INDUSTRY_TEXT.form;
const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p.code, label: p.name }));

type Props = {
  open: boolean;
  /** The belt to 编辑, null for 新增 (kept while the drawer closes, so its title stays). */
  belt: Belt | null;
  /** Industries the other belts use, offered while typing. */
  suggestions: string[];
  onClose: () => void;
};

/** 新增产业带 / 编辑: the drawer and its form, made anew for every opening. */
export function BeltDrawer({ open, belt, suggestions, onClose }: Props) {
  return (
    <Drawer open={open} title={belt ? T.editTitle : T.addTitle} size="min(640px, 100vw)" onClose={onClose} destroyOnHidden>
      <BeltForm key={belt?.sign ?? 'new'} belt={belt} suggestions={suggestions} onClose={onClose} />
    </Drawer>
  );
}

/** The form, with a store of its own for every opening (destroyed with the drawer's content when it closes). */
function BeltForm({ belt, suggestions, onClose }: { belt: Belt | null; suggestions: string[]; onClose: () => void }) {
  const [form] = Form.useForm<BeltFormValues>();
  const save = useSaveBelt();

  const submit = (values: BeltFormValues): void => {
    if (save.isPending) return;
    save.mutate(inputOf(values, belt?.sign ?? null), {
      onSuccess: onClose,
      onError: (error) => {
        // A refusal that belongs to a field of the form shows under it; the rest are told (产业带不存在).
        const path = refusalPathOf(error);
        if (path && isApiError(error)) form.setFields([{ name: path, errors: [error.msg] }]);
        else tellRefusal(error);
      },
    });
  };

  return (
    <Form<BeltFormValues> name="belt" form={form} layout="vertical" initialValues={valuesOf(belt)} onFinish={submit} requiredMark>
      <Form.Item name="province" label={F.province} required rules={[ruleOf(check.province)]}>
        <Select showSearch={{ optionFilterProp: 'label' }} placeholder={F.provincePlaceholder} options={PROVINCE_OPTIONS} />
      </Form.Item>
      <Form.Item name="name" label={F.name} required rules={[ruleOf(check.name)]}>
        <Input placeholder={F.namePlaceholder} count={{ show: true, max: LIMITS.name.max }} />
      </Form.Item>
      <Form.Item name="industries" label={F.industries} required rules={[ruleOf(check.industries)]}>
        <Select
          mode="tags"
          placeholder={F.industriesPlaceholder}
          tokenSeparators={[',', '，', '、']}
          options={suggestions.map((s) => ({ value: s, label: s }))}
        />
      </Form.Item>
      <Form.Item name="summary" label={F.summary} rules={[ruleOf(check.summary)]}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} count={{ show: true, max: LIMITS.summary }} />
      </Form.Item>
      <Form.Item name="courseKeyword" label={F.courseKeyword} extra={F.courseKeywordHelp} rules={[ruleOf(check.courseKeyword)]}>
        <Input count={{ show: true, max: LIMITS.courseKeyword }} />
      </Form.Item>
      <fieldset className={styles.enterprises}>
        <legend className={styles.legend}>{F.enterprises}</legend>
        <Form.List name="enterprises" rules={[ruleOf(check.enterprises)]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className={styles.enterprise} role="group" aria-label={`${F.enterprises} ${index + 1}`}>
                  <Form.Item name={[field.name, 'name']} label={F.enterpriseName} required rules={[ruleOf(check.enterpriseName)]}>
                    <Input count={{ show: true, max: LIMITS.enterpriseName.max }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'description']} label={F.enterpriseDescription} rules={[ruleOf(check.enterpriseDescription)]}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} count={{ show: true, max: LIMITS.enterpriseDescription }} />
                  </Form.Item>
                  <Button
                    type="text"
                    danger
                    icon={<MinusCircleOutlined />}
                    className={styles.remove}
                    aria-label={`${F.removeEnterprise} ${F.enterprises} ${index + 1}`}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ name: '', description: '' })}>
                {F.addEnterprise}
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </fieldset>
      <Space className={styles.footer}>
        <Button onClick={onClose}>{T.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {T.save}
        </Button>
      </Space>
    </Form>
  );
}

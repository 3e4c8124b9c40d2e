import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { check, LIMITS, ruleOf, type HostValues } from '../lib/school-rules';
import { ADMIN_TEXT } from '../texts';
import { PictureField } from './picture-field';
import styles from './school-drawer.module.css';

const F = ADMIN_TEXT.form;

/** A row's 移除 button, named after its list and place. */
function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <Button type="text" danger icon={<MinusCircleOutlined />} className={styles.remove} aria-label={F.removeOf(label)} onClick={onRemove} />
  );
}

/** 添加…: adds a row until the list is full. */
function AddButton({ label, full, onAdd }: { label: string; full: boolean; onAdd: () => void }) {
  return (
    <Button type="dashed" block icon={<PlusOutlined />} disabled={full} onClick={onAdd}>
      {label}
    </Button>
  );
}

/** 域名: the hosts that serve the school, each with its ICP number; at most 20, each once. */
export function HostList() {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{F.hosts}</legend>
      <Form.List name="hosts" rules={[ruleOf(check.hosts)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.row} role="group" aria-label={`${F.hosts} ${index + 1}`}>
                <Form.Item
                  name={[field.name, 'host']}
                  label={F.host}
                  required
                  rules={[
                    ({ getFieldValue }) => ruleOf(() => check.host(getFieldValue('hosts') as HostValues[] | undefined, field.name)),
                  ]}
                >
                  <Input placeholder={F.hostPlaceholder} autoComplete="off" autoCapitalize="none" inputMode="url" />
                </Form.Item>
                <Form.Item name={[field.name, 'icpNumber']} label={F.hostIcp} rules={[ruleOf(check.icpNumber)]}>
                  <Input count={{ show: true, max: LIMITS.icpNumber }} />
                </Form.Item>
                <RemoveButton label={`${F.hosts} ${index + 1}`} onRemove={() => remove(field.name)} />
              </div>
            ))}
            <AddButton label={F.addHost} full={fields.length >= LIMITS.hosts} onAdd={() => add({ host: '', icpNumber: '' })} />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

type ItemListProps = { name: 'address' | 'phone'; legend: string; addLabel: string; labelPlaceholder: string };

/** 地址 or 电话: labelled lines, at most 10. */
export function ItemList({ name, legend, addLabel, labelPlaceholder }: ItemListProps) {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{legend}</legend>
      <Form.List name={name} rules={[ruleOf(check.items)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.row} role="group" aria-label={`${legend} ${index + 1}`}>
                <Form.Item name={[field.name, 'label']} label={F.label} rules={[ruleOf(check.itemLabel)]}>
                  <Input placeholder={labelPlaceholder} count={{ show: true, max: LIMITS.itemLabel }} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']} label={F.value} required rules={[ruleOf(check.itemValue)]}>
                  <Input count={{ show: true, max: LIMITS.itemValue }} />
                </Form.Item>
                <RemoveButton label={`${legend} ${index + 1}`} onRemove={() => remove(field.name)} />
              </div>
            ))}
            <AddButton label={addLabel} full={fields.length >= LIMITS.items} onAdd={() => add({ label: '', value: '' })} />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

/** 校园图片: pictures with titles, in order; at most 12. */
export function ImageList() {
  return (
    <fieldset className={styles.list}>
      <legend className={styles.legend}>{F.images}</legend>
      <Form.List name="images" rules={[ruleOf(check.images)]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, index) => (
              <div key={field.key} className={styles.row} role="group" aria-label={`${F.images} ${index + 1}`}>
                <Form.Item name={[field.name, 'imageUrl']} label={F.images} required rules={[ruleOf(check.image)]}>
                  <PictureField kind="image" label={`${F.images} ${index + 1}`} />
                </Form.Item>
                <Form.Item name={[field.name, 'title']} label={F.imageTitle} rules={[ruleOf(check.imageTitle)]}>
                  <Input count={{ show: true, max: LIMITS.imageTitle }} />
                </Form.Item>
                <RemoveButton label={`${F.images} ${index + 1}`} onRemove={() => remove(field.name)} />
              </div>
            ))}
            <AddButton label={F.addImage} full={fields.length >= LIMITS.images} onAdd={() => add({ title: '', imageUrl: '' })} />
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </fieldset>
  );
}

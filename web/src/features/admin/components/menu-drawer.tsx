import { Button, Drawer, Form, Input, Radio, Select, Space, Switch } from 'antd';
import type { ContentTarget, MenuRow } from '@/api/site-content';
import { isApiError } from '@/api/errors';
import { tellRefusal } from '@/lib/refusal';
import { CONTENT_LIMITS, contentCheck, menuFormOf, menuValuesOf, type MenuValues } from '../lib/site-content-rules';
import { ruleOf } from '../lib/school-rules';
import { useSaveMenu } from '../site-content-queries';
import { SITE_CONTENT_TEXT } from '../site-content-texts';
import styles from './school-drawer.module.css';

const T = SITE_CONTENT_TEXT;
const M = T.menus;
/** The fields a refusal may name, as the form names them. */
const FIELDS = new Set(['name', 'url', 'explain', 'openMode', 'active', 'parameterInterface']);

export type MenuEditing = { menu: MenuRow | null; parentId: number | null };

type Props = {
  target: ContentTarget;
  /** What is edited (an item, or a new one under parentId); null while closed. */
  editing: MenuEditing | null;
  /** The top level, for 上级菜单. */
  menus: MenuRow[];
  onClose: () => void;
};

/** 新增菜单 / 编辑菜单: the item's form, the API's rules before sending and its refusals under their fields. */
export function MenuDrawer({ target, editing, menus, onClose }: Props) {
  return (
    <Drawer open={editing !== null} title={editing?.menu ? M.editTitle : M.addTitle} size="min(560px, 100vw)" onClose={onClose} destroyOnHidden>
      {editing ? <MenuForm target={target} editing={editing} menus={menus} onClose={onClose} /> : null}
    </Drawer>
  );
}

function MenuForm({ target, editing, menus, onClose }: Props & { editing: MenuEditing }) {
  const [form] = Form.useForm<MenuValues>();
  const save = useSaveMenu(target);
  const { menu } = editing;
  // An item with children stays at the top level; a child may move under another top-level item.
  const parents = menus.filter((m) => m.id !== menu?.id);
  const fixedTop = (menu?.children.length ?? 0) > 0;

  const submit = (values: MenuValues): void => {
    if (save.isPending) return;
    save.mutate(menuFormOf(values, menu?.id ?? null), {
      onSuccess: onClose,
      onError: (error) => {
        const field = isApiError(error) ? error.field : undefined;
        if (field && FIELDS.has(field) && isApiError(error)) form.setFields([{ name: field as keyof MenuValues, errors: [error.msg] }]);
        else tellRefusal(error);
      },
    });
  };

  return (
    <Form<MenuValues> name="menu" form={form} layout="vertical" initialValues={menuValuesOf(menu, editing.parentId)} onFinish={submit} requiredMark>
      <Form.Item name="parentId" label={M.parent}>
        <Select
          disabled={fixedTop}
          options={[{ value: null, label: M.topLevel }, ...parents.map((p) => ({ value: p.id, label: p.name }))]}
        />
      </Form.Item>
      <Form.Item name="name" label={M.name} required rules={[ruleOf(contentCheck.menuName)]}>
        <Input count={{ show: true, max: CONTENT_LIMITS.menuName }} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="url"
        label={M.url}
        extra={M.urlHelp}
        required
        dependencies={['parameterInterface']}
        rules={[({ getFieldValue }) => ruleOf((value: string | undefined) => contentCheck.url(value, getFieldValue('parameterInterface') as string | undefined))]}
      >
        <Input autoComplete="off" placeholder="/employment" />
      </Form.Item>
      <Form.Item name="explain" label={M.explain} rules={[ruleOf(contentCheck.explain)]}>
        <Input count={{ show: true, max: CONTENT_LIMITS.explain }} />
      </Form.Item>
      <Form.Item name="openMode" label={T.adverts.openMode}>
        <Radio.Group
          optionType="button"
          options={Object.entries(T.openModes).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item name="active" label={M.active} extra={M.activeHelp} rules={[ruleOf(contentCheck.active)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="parameterInterface" label={M.parameterInterface} extra={M.parameterInterfaceHelp} rules={[ruleOf(contentCheck.parameterInterface)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="visible" label={M.visible} valuePropName="checked">
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

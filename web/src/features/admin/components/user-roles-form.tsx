import { Button, Checkbox, Form } from 'antd';
import { ROLES, type Role, type UserRow } from '@/api/admin';
import { API_CODE, isApiError } from '@/api/errors';
import { roleOptions } from '../lib/labels';
import { useSaveRoles } from '../queries';
import { ADMIN_TEXT } from '../texts';
import styles from './user-drawer.module.css';

const U = ADMIN_TEXT.user;

type Values = { roles: Role[] };

/**
 * The user's roles as checkboxes with 保存: at least one (请至少选择一个身份); the server's refusals
 * (该用户未加入学校…, 不能移除自己的管理员身份) show under the boxes.
 */
export function UserRolesForm({ user }: { user: UserRow }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveRoles();
  const submit = ({ roles }: Values): void => {
    if (save.isPending) return;
    // In the contract's order, whatever order they were ticked in.
    const ordered = ROLES.filter((role) => roles.includes(role));
    save.mutate(
      { userId: user.userId, roles: ordered },
      {
        onError: (error) => {
          if (isApiError(error) && (error.code === API_CODE.BUSINESS_ERROR || error.code === API_CODE.VALIDATION_FAILED)) {
            form.setFields([{ name: 'roles', errors: [error.msg] }]);
          }
        },
      },
    );
  };
  return (
    <Form<Values> form={form} name="user-roles" initialValues={{ roles: user.roles }} onFinish={submit} className={styles.roles}>
      <Form.Item name="roles" extra={U.rolesHelp} rules={[{ type: 'array', required: true, min: 1, message: U.rolesRequired }]}>
        <Checkbox.Group options={roleOptions()} aria-label={U.roles} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {ADMIN_TEXT.save}
      </Button>
    </Form>
  );
}

import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { ADMIN_TEXT } from '../texts';
import styles from './filter-form.module.css';

/**
 * A list's filters in one line (wrapping on narrow screens): Enter in a field or 查询 searches with the checked values,
 * 重置 clears them and searches with none.
 */
export function FilterForm<V extends object>({
  name,
  form,
  onSearch,
  children,
}: {
  name: string;
  form: FormInstance<V>;
  onSearch: (values: V) => void;
  children: ReactNode;
}) {
  const reset = (): void => {
    form.resetFields();
    onSearch(form.getFieldsValue(true) as V);
  };
  return (
    <Form<V> name={name} form={form} layout="inline" className={styles.filters} onFinish={onSearch}>
      {children}
      <Form.Item className={styles.buttons}>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {ADMIN_TEXT.search}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          {ADMIN_TEXT.reset}
        </Button>
      </Form.Item>
    </Form>
  );
}

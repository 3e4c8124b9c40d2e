import { Select } from 'antd';
import { useSchoolOptions } from '../queries';
import { ADMIN_TEXT } from '../texts';

type Props = { id?: string; value?: string; onChange?: (sign: string | undefined) => void };

/**
 * A list filter's school (inside a Form.Item, which gives it its value): every school by name, searchable; cleared, the
 * list is every school's.
 */
export function SchoolFilterSelect({ id, value, onChange }: Props) {
  const schools = useSchoolOptions();
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={schools.isPending}
      options={schools.data ?? []}
      placeholder={ADMIN_TEXT.status.all}
      style={{ width: 200 }}
    />
  );
}

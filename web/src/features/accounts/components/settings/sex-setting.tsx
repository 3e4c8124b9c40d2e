import { Button, Radio } from 'antd';
import { useState } from 'react';
import { updateSex, type Sex } from '@/api/account-settings';
import { isApiError } from '@/api/errors';
import { toastError } from '@/lib/toast';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { useSaveSetting } from '@/features/accounts/hooks/use-save-setting';
import styles from './settings.module.css';

const T = SETTINGS_TEXT.sex;
const B = SETTINGS_TEXT.buttons;

const asSex = (value: number): Sex => (value === 1 || value === 2 ? value : 0);

/** 性别: 保密 / 男 / 女, chosen with radios while editing. */
export function SexSetting({ sex }: { sex: number }) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState<Sex>(asSex(sex));
  const { save, saving } = useSaveSetting(updateSex, {
    onSaved: () => setEditing(false),
    // A refusal naming a field (-2 性别取值错误) is not toasted by the request layer: say it here.
    onError: (error) => {
      if (isApiError(error) && error.field) toastError(error.msg);
    },
  });

  const startEditing = (): void => {
    setChoice(asSex(sex));
    setEditing(true);
  };

  return (
    <div className={styles.row}>
      {editing ? (
        <div className={styles.inlineForm}>
          <Radio.Group
            aria-label={T.title}
            value={choice}
            onChange={(event) => setChoice(asSex(Number(event.target.value)))}
            options={T.options.map((label, value) => ({ label, value }))}
          />
          <div className={styles.actions}>
            <Button type="primary" loading={saving} onClick={() => void save(choice)}>
              {B.save}
            </Button>
            <Button onClick={() => setEditing(false)}>{B.cancel}</Button>
          </div>
        </div>
      ) : (
        <>
          <span className={styles.value}>{T.options[asSex(sex)]}</span>
          <Button type="link" onClick={startEditing} aria-label={`${B.edit}${T.title}`}>
            {B.edit}
          </Button>
        </>
      )}
    </div>
  );
}

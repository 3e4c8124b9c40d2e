import { Modal } from 'antd';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';

export type SwitchTarget = { name: string; mobile: string };

type Props = { target: SwitchTarget; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** Issue 13: a link with a temporary token of another account asks before it replaces the signed-in one. */
export function SwitchAccountDialog({ target, busy, onConfirm, onCancel }: Props) {
  const T = SETTINGS_TEXT.token;
  return (
    <Modal
      open
      title={T.switchTitle}
      okText={T.switchOk}
      cancelText={T.switchCancel}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      mask={{ closable: false }}
      width={420}
    >
      <p>{T.switchBody(target.name, target.mobile)}</p>
    </Modal>
  );
}

import { Modal } from 'antd';
import { closeLoginDialog, useLoginDialog } from '../lib/login-dialog-store';
import { ACCOUNT_TEXT } from '../texts';
import { LoginPanel } from './login-panel';

/** Spec 01 §9: the dialog is 444 px wide. */
export const LOGIN_DIALOG_WIDTH = 444;

/** The login dialog: closable only when login is not mandatory. */
export function LoginDialog() {
  const { open, mandatory, initialForm } = useLoginDialog();
  const authenticating = initialForm === 'authentication_student' || initialForm === 'authentication_teacher';
  return (
    <Modal
      open={open}
      width={LOGIN_DIALOG_WIDTH}
      footer={null}
      closable={!mandatory}
      mask={{ closable: !mandatory }}
      keyboard={!mandatory}
      onCancel={closeLoginDialog}
      closeIcon={mandatory ? null : undefined}
      destroyOnHidden
      centered
      aria-label={ACCOUNT_TEXT.titles.login}
    >
      <LoginPanel
        onLoginPage={false}
        initialForm={initialForm}
        onDone={closeLoginDialog}
        onAuthenticated={authenticating ? closeLoginDialog : undefined}
        closeInset={!mandatory}
      />
    </Modal>
  );
}

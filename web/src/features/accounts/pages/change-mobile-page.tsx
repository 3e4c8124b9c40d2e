import { Card, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '../account-texts';
import { NewMobileStep } from '../components/change-mobile/new-mobile-step';
import { VerifyOldStep } from '../components/change-mobile/verify-old-step';
import styles from '../components/change-mobile/change-mobile.module.css';
import { useCurrentUser } from '../queries';

const T = SETTINGS_TEXT.changeMobile;

/** Spec 01 §4: verifying the old mobile finishes step one; updating the mobile finishes step two. */
export type MobileStep = 0 | 1 | 2;

/** /home/changeMoblie: verify the current number, then bind the new one, then back to /home/account. */
export function ChangeMobilePage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const [step, setStep] = useState<MobileStep>(0);

  const onChanged = (): void => {
    setStep(2);
    void navigate(paths.account.getHref());
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{T.title}</h1>
      <Card>
        <Steps className={styles.steps} current={step} items={T.steps.map((title) => ({ title }))} />
        {step === 0 && user ? <VerifyOldStep mobile={user.mobile} onVerified={() => setStep(1)} /> : null}
        {step === 1 ? <NewMobileStep onChanged={onChanged} onNeedsOldNumber={() => setStep(0)} /> : null}
        <Link className={styles.back} to={paths.account.getHref()}>
          {SETTINGS_TEXT.buttons.back}
        </Link>
      </Card>
    </div>
  );
}

import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_TEXT } from '../texts';
import styles from './account-forms.module.css';

/** Spec 01 §9: the result screen waits 3 seconds before going on. */
export const RESULT_SECONDS = 3;

type ResultViewProps = { kind: 'registered' | 'reseted'; onContinue: () => void };

/** The shared confirmation of registration and password reset; the link skips the wait. */
export function ResultView({ kind, onContinue }: ResultViewProps) {
  const [left, setLeft] = useState(RESULT_SECONDS);
  const done = useRef(false);
  const proceed = useRef(onContinue);
  useEffect(() => {
    proceed.current = onContinue;
  }, [onContinue]);

  useEffect(() => {
    const finish = (): void => {
      if (done.current) return;
      done.current = true;
      proceed.current();
    };
    const tick = setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    const timer = setTimeout(finish, RESULT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(timer);
    };
  }, []);

  const skip = (): void => {
    if (done.current) return;
    done.current = true;
    onContinue();
  };

  const T = ACCOUNT_TEXT.result;
  return (
    <div className={styles.result} role="status">
      <CheckCircleFilled className={styles.resultIcon} aria-hidden="true" />
      <p className={styles.resultText}>{kind === 'registered' ? T.registered : T.reseted}</p>
      <p className={styles.resultHint}>{kind === 'registered' ? T.toCenter(left) : T.toLogin(left)}</p>
      <Button type="link" onClick={skip}>
        {kind === 'registered' ? T.goCenter : T.goLogin}
      </Button>
    </div>
  );
}

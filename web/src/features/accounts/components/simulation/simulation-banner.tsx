import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { exitSimulation } from '@/api/account-settings';
import { paths } from '@/config/paths';
import { SETTINGS_TEXT } from '@/features/accounts/account-texts';
import { notifySessionChanged } from '@/features/accounts/lib/session';
import { SIMULATED_COOKIE } from '@/features/accounts/lib/simulation';
import { accountKeys } from '@/features/accounts/queries';
import { readCookie, removeCookie } from '@/lib/browser';
import { toastSuccess } from '@/lib/toast';
import styles from './simulation-banner.module.css';


const T = SETTINGS_TEXT.simulation;

/** Spec 01 §2.3 root banner: 当前正在操作 {name} 的账号, with 退出模拟 (GET /exitSimulation, code 1 → /home). */
export function SimulationBanner() {
  useLocation(); // re-read the cookie on every navigation
  const [, reread] = useReducer((count: number) => count + 1, 0);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  const name = readCookie(SIMULATED_COOKIE);
  if (!name) return null;

  const exit = async (): Promise<void> => {
    setLeaving(true);
    try {
      await exitSimulation();
      removeCookie(SIMULATED_COOKIE);
      toastSuccess(T.exited);
      notifySessionChanged();
      void client.invalidateQueries({ queryKey: accountKeys.loginInfo() });
      void navigate(paths.home.getHref());
    } catch {
      // the request layer has shown the failure
    } finally {
      setLeaving(false);
      reread();
    }
  };

  return (
    <div className={styles.banner} role="region" aria-label={T.exit}>
      <span className={styles.text}>{T.banner(name)}</span>
      <Button size="small" danger loading={leaving} onClick={() => void exit()}>
        {T.exit}
      </Button>
    </div>
  );
}

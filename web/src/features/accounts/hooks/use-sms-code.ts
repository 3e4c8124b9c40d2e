import { useCallback, useRef } from 'react';
import type { SmsSent } from '@/api/accounts';
import { ACCOUNT_TEXT } from '../texts';
import { useCountdown } from './use-countdown';

/** Spec 01 §9: one SMS code every 60 seconds. */
export const SMS_RESEND_SECONDS = 60;

export type SmsCode = {
  label: string;
  disabled: boolean;
  /** '请在{n}秒内输入验证码' while the countdown runs. */
  caption: string | null;
  /** Sends a code to a number that already passed validation. Rejects with the server's error. */
  send: (mobile: string) => Promise<void>;
  /** The phone changed: stop the countdown and go back to 获取验证码. */
  reset: () => void;
};

type Options = {
  request: (mobile: string) => Promise<SmsSent>;
  /** The forgot-password form starts counting before the answer arrives. */
  countBeforeAnswer?: boolean;
  /** A failure that must keep the countdown (the 60-second rate message). */
  keepsCountdown?: (error: unknown) => boolean;
};

/** The get-code button's three states: 获取验证码 → '{n}s后可重新发送' (disabled) → 重新发送. */
export function useSmsCode({ request, countBeforeAnswer = false, keepsCountdown }: Options): SmsCode {
  const countdown = useCountdown();
  const sending = useRef(false);

  const send = useCallback(
    async (mobile: string) => {
      if (sending.current) return;
      sending.current = true;
      if (countBeforeAnswer) countdown.start(SMS_RESEND_SECONDS);
      try {
        const sent = await request(mobile);
        if (!countBeforeAnswer) countdown.start(sent?.resendSeconds || SMS_RESEND_SECONDS);
      } catch (error) {
        if (countBeforeAnswer && !keepsCountdown?.(error)) countdown.stop();
        throw error;
      } finally {
        sending.current = false;
      }
    },
    [countBeforeAnswer, countdown, keepsCountdown, request],
  );

  const { running, finished, remaining, reset } = countdown;
  let label: string = ACCOUNT_TEXT.sms.idle;
  if (running) label = ACCOUNT_TEXT.sms.counting(remaining);
  else if (finished) label = ACCOUNT_TEXT.sms.resend;
  return {
    label,
    disabled: running,
    caption: running ? ACCOUNT_TEXT.sms.caption(remaining) : null,
    send,
    reset,
  };
}

import { useCallback, useRef } from 'react';
import type { SmsSent } from '@/api/accounts';
import { needsCaptcha } from '../lib/field-errors';
import { ACCOUNT_TEXT } from '../texts';
import { useCountdown } from './use-countdown';
import { useSmsCaptcha, type SmsCaptcha } from './use-sms-captcha';

/** Spec 01 §9: one SMS code every 60 seconds. */
export const SMS_RESEND_SECONDS = 60;

export type SmsCode = {
  label: string;
  disabled: boolean;
  /** '请在{n}秒内输入验证码' while the countdown runs. */
  caption: string | null;
  /**
   * Sends a code to a number that already passed validation. When the server asks for the image captcha, resolves
   * only once the captcha dialog sent the code or was cancelled. Rejects with the server's other refusals.
   */
  send: (mobile: string) => Promise<void>;
  /** The phone changed: stop the countdown and go back to 获取验证码. */
  reset: () => void;
  /** The image captcha dialog (docs/security.md "SMS codes at the operator's cost"). */
  captcha: SmsCaptcha;
};

/** `captcha`: the image captcha's text, given when the server asked for it. */
export type SmsRequest = (mobile: string, captcha?: string) => Promise<SmsSent>;

type Options = {
  request: SmsRequest;
  /** The forgot-password form starts counting before the answer arrives. */
  countBeforeAnswer?: boolean;
  /** A failure that must keep the countdown (the 60-second rate message). */
  keepsCountdown?: (error: unknown) => boolean;
};

/** The get-code button's three states: 获取验证码 → '{n}s后可重新发送' (disabled) → 重新发送. */
export function useSmsCode({ request, countBeforeAnswer = false, keepsCountdown }: Options): SmsCode {
  const countdown = useCountdown();
  const sending = useRef(false);
  const onSent = useCallback((sent: SmsSent | null) => countdown.start(sent?.resendSeconds || SMS_RESEND_SECONDS), [countdown]);
  const captcha = useSmsCaptcha({ request, onSent });
  const { ask: askCaptcha, cancel: cancelCaptcha } = captcha;

  const send = useCallback(
    async (mobile: string) => {
      if (sending.current) return;
      sending.current = true;
      const hadFinished = countdown.finished;
      if (countBeforeAnswer) countdown.start(SMS_RESEND_SECONDS);
      try {
        const sent = await request(mobile);
        if (!countBeforeAnswer) onSent(sent);
      } catch (error) {
        if (needsCaptcha(error)) {
          // Nothing was sent: back to the button as it was; the countdown starts once the dialog has sent the code.
          if (countBeforeAnswer && hadFinished) countdown.stop();
          else if (countBeforeAnswer) countdown.reset();
          await askCaptcha(mobile);
          return;
        }
        if (countBeforeAnswer && !keepsCountdown?.(error)) countdown.stop();
        throw error;
      } finally {
        sending.current = false;
      }
    },
    [askCaptcha, countBeforeAnswer, countdown, keepsCountdown, onSent, request],
  );

  const { running, finished, remaining, reset: resetCountdown } = countdown;
  const reset = useCallback(() => {
    cancelCaptcha();
    resetCountdown();
  }, [cancelCaptcha, resetCountdown]);

  let label: string = ACCOUNT_TEXT.sms.idle;
  if (running) label = ACCOUNT_TEXT.sms.counting(remaining);
  else if (finished) label = ACCOUNT_TEXT.sms.resend;
  return {
    label,
    disabled: running,
    caption: running ? ACCOUNT_TEXT.sms.caption(remaining) : null,
    send,
    reset,
    captcha,
  };
}

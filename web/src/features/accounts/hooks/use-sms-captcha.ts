import { useCallback, useMemo, useRef, useState } from 'react';
import type { SmsSent } from '@/api/accounts';
import { isApiError } from '@/api/errors';
import { needsCaptcha } from '../lib/field-errors';
import { validateCaptcha } from '../lib/validators';

/** The image captcha dialog of the SMS forms: the server asks for it after an address's free sends. */
export type SmsCaptcha = {
  open: boolean;
  /** The picture's cache stamp: a new one loads a new picture (and the server sets a new captchaKey cookie). */
  stamp: number;
  /** Under the input: 请输入验证码 for an empty one, else the server's refusal (验证码错误!). */
  error: string | null;
  submitting: boolean;
  /** Opens the dialog for `mobile`; resolves once the code went out or the dialog was cancelled. */
  ask: (mobile: string) => Promise<void>;
  /** Sends the code again with the captcha's text; a wrong one keeps the dialog with a new picture. */
  confirm: (text: string) => Promise<void>;
  /** Closes the dialog; nothing is sent. */
  cancel: () => void;
  refresh: () => void;
};

type Waiting = { mobile: string; resolve: () => void; reject: (error: unknown) => void };

type Options = {
  request: (mobile: string, captcha: string) => Promise<SmsSent>;
  /** The code went out (starts the countdown). */
  onSent: (sent: SmsSent | null) => void;
};

/** A stamp later than the last one, even within the same millisecond. */
const nextStamp = (previous: number): number => Math.max(Date.now(), previous + 1);

export function useSmsCaptcha({ request, onSent }: Options): SmsCaptcha {
  const waiting = useRef<Waiting | null>(null);
  const busy = useRef(false);
  const [open, setOpen] = useState(false);
  const [stamp, setStamp] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  /** Closes the dialog if it still belongs to `current`; true when it did. */
  const finish = useCallback((current: Waiting | null): boolean => {
    if (current === null || waiting.current !== current) return false;
    waiting.current = null;
    setOpen(false);
    return true;
  }, []);

  const ask = useCallback(
    (mobile: string) =>
      new Promise<void>((resolve, reject) => {
        waiting.current?.resolve();
        waiting.current = { mobile, resolve, reject };
        setStamp(nextStamp);
        setError(null);
        setOpen(true);
      }),
    [],
  );

  const refresh = useCallback(() => {
    setStamp(nextStamp);
    setError(null);
  }, []);

  const confirm = useCallback(
    async (text: string) => {
      const current = waiting.current;
      if (current === null || busy.current) return;
      const empty = validateCaptcha(text);
      if (empty !== null) {
        setError(empty);
        return;
      }
      busy.current = true;
      setSubmitting(true);
      try {
        const sent = await request(current.mobile, text.trim());
        onSent(sent);
        finish(current);
        current.resolve();
      } catch (failure) {
        if (waiting.current !== current) return; // cancelled meanwhile
        if (isApiError(failure) && needsCaptcha(failure)) {
          setError(failure.msg);
          setStamp(nextStamp);
          return;
        }
        finish(current);
        current.reject(failure);
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [finish, onSent, request],
  );

  const cancel = useCallback(() => {
    const current = waiting.current;
    if (finish(current)) current?.resolve();
  }, [finish]);

  return useMemo(
    () => ({ open, stamp, error, submitting, ask, confirm, cancel, refresh }),
    [open, stamp, error, submitting, ask, confirm, cancel, refresh],
  );
}

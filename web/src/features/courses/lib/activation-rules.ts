import { COURSE_TEXT } from '../texts';

/** Spec 01 §5 / §9: a redeem code is exactly 16 letters or digits. */
export const ACTIVATION_CODE_LENGTH = 16;
const CODE_PATTERN = /^[A-Za-z0-9]{16}$/;

/** The message for a bad activation code, or null when it is fine. */
export function activationCodeError(value: string | undefined): string | null {
  const code = (value ?? '').trim();
  if (!code) return COURSE_TEXT.activation.codeRequired;
  if (!CODE_PATTERN.test(code)) return COURSE_TEXT.activation.codeInvalid;
  return null;
}

import { ADMIN_TEXT } from '../texts';

/** A typed mobile without its spaces ("" for none). */
export const mobileOf = (value: string | undefined): string => (value ?? '').replace(/\s/g, '');

/**
 * The user lists' mobile filter: a full 11-digit number or nothing, never a part, so a list cannot enumerate numbers
 * (both consoles' user lists; the server refuses a part too).
 */
export const mobileFilterRule = {
  validator: (_: unknown, value: string | undefined): Promise<void> => {
    const mobile = mobileOf(value);
    return mobile === '' || /^\d{11}$/.test(mobile) ? Promise.resolve() : Promise.reject(new Error(ADMIN_TEXT.users.mobileRule));
  },
};

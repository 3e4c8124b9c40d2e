import { useCallback, type KeyboardEvent } from 'react';

const INPUTS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([disabled])';
/** Fields kept registered but not shown (the login captcha until the server asks for it). */
const HIDDEN = '[hidden], .ant-form-item-hidden';

/**
 * Spec 01 §2.6 keyboard: arrow up/down move between the form's inputs, Enter moves to the next input
 * and, on the last one, submits when `submitOnEnter` (else it does nothing: no implicit submission).
 */
export function useFormKeys(submitOnEnter: boolean, onSubmit: () => void): (event: KeyboardEvent<HTMLElement>) => void {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.nativeEvent.isComposing) return;
      const target = event.target as HTMLElement;
      if (!(target instanceof HTMLInputElement) || !target.matches(INPUTS)) return;
      const inputs = Array.from(event.currentTarget.querySelectorAll<HTMLInputElement>(INPUTS)).filter(
        (input) => !input.closest(HIDDEN),
      );
      const index = inputs.indexOf(target);
      if (index < 0) return;
      const move = (to: number): void => {
        const next = inputs[to];
        if (next) {
          event.preventDefault();
          next.focus();
        }
      };
      if (event.key === 'ArrowDown') move(index + 1);
      else if (event.key === 'ArrowUp') move(index - 1);
      else if (event.key === 'Enter') {
        event.preventDefault();
        if (index < inputs.length - 1) inputs[index + 1]?.focus();
        else if (submitOnEnter) onSubmit();
      }
    },
    [onSubmit, submitOnEnter],
  );
}

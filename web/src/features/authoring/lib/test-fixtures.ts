import { vi } from 'vitest';
import { resetThrottle } from '@/api/client';
import { clearCookies } from '@/testing/accounts-fixtures';
import { clearWizard } from './wizard-storage';

/** The clean-up after each teacher test: the stubbed globals, the throttle, the cookies and the wizard's storage. */
export function cleanUpTeacherTest(): void {
  vi.unstubAllGlobals();
  resetThrottle();
  clearCookies();
  clearWizard();
}

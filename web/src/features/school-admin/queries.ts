/** Query keys of the school-admin feature. */
export const schoolAdminKeys = {
  all: ['school-admin'] as const,
  claims: () => [...schoolAdminKeys.all, 'claims'] as const,
  roster: () => [...schoolAdminKeys.all, 'roster'] as const,
};

/** Readable cookie holding the acted user's URL-encoded name while an administrator acts as them. */
export const SIMULATED_COOKIE = 'simulatedLogin';

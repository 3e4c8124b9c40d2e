/** The session as the job board reads it (composed in app/routes/employment-route.tsx). */
export type Seeker = {
  signedIn: boolean;
  /** Opens the login dialog. */
  requireLogin: () => void;
};

/** Staff offered Approve and Decline on access requests (§6 client_admin; the API checks it again). */
export const CLIENT_ACCESS_ADMIN_ROLES = ['client_admin', 'network_admin'] as const;

/** A croudie's profile (mfe-hr): the page links names there through the shell. */
export const croudiePath = (croudieId: string) => `/croudies/${croudieId}`;

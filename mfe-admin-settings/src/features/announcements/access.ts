/**
 * Who administers announcements: the API's ANNOUNCEMENT_ADMIN_ROLES (ADR 0287). A file of its own, so the page frame in
 * the remote's entry takes only this and not the form's code.
 */
export const ANNOUNCEMENT_ADMIN_ROLES = ['network_admin'] as const;

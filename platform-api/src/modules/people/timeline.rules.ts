/**
 * The kinds of account event the Timeline tab shows (staff-and-admin.md §2 Croudie profile). The front end words each
 * kind from its text catalogue with the event's detail; a new kind is added here and in that catalogue.
 */
export const ACCOUNT_EVENT_KINDS = [
  'signed_up',
  'went_live',
  'status_changed',
  'deadline_extended',
  'offboarding_scheduled',
  'roles_changed',
  'profile_updated',
  'email_change_requested',
  'email_changed',
  'phone_verified',
  'two_step_enabled',
  'two_step_disabled',
  'bank_details_saved',
  'id_document_uploaded',
  'id_document_removed',
  'out_of_office_set',
  'out_of_office_cleared',
  'qualification_added',
  'qualification_removed',
  'verifications_changed',
  'badges_changed',
] as const;
export type AccountEventKind = (typeof ACCOUNT_EVENT_KINDS)[number];

/**
 * Task credentials (shell-and-freelancer.md §3 Task credential, Credential summary; §7; §9) and their administration
 * (staff-and-admin.md §3 Task credential (admin), §4, §5, §8; ADR 0261).
 */
import { DateTime } from 'luxon';
import type { EngineType } from '@work/shared-contracts/task-credentials';

// The rules the admin forms share with the API live in shared-contracts; this module's files import them from here.
export {
  ENGINE_TYPES,
  type EngineType,
  CREDENTIAL_ACCESS_LEVELS as ACCESS_LEVELS,
  CREDENTIAL_ADD_MESSAGES,
  CREDENTIAL_ADD_OUTCOMES,
  CREDENTIAL_DELETE_OCCUPIED,
  CREDENTIAL_EMAILS_INVALID,
  CREDENTIAL_EXPIRY_PAST,
  CredentialEmailsSchema,
  credentialExpired,
  credentialExpiryError,
  type CredentialAccessLevel,
  type CredentialAddOutcome,
} from '@work/shared-contracts/task-credentials';

/** Stored statuses; occupied is worked out from the live sessions. */
export const STORED_CREDENTIAL_STATUSES = ['available', 'unverified'] as const;
export type CredentialStatus = 'available' | 'occupied' | 'unverified';

/** A provisioned session lasts this long, then the credential is free again. */
export const SESSION_MINUTES = 240;
/** Credential list limit (§9). */
export const CREDENTIAL_LIST_LIMIT = 100;

/** The provider could not hand out a sign-in (§8 Provisioning fails). */
export const PROVISION_FAILED = 'Problem provisioning credential';
/** Backup codes: how many of a client's latest codes the panel shows, and how long a code is. */
export const BACKUP_CODE_LIST_LIMIT = 10;
export const BACKUP_CODE_DIGITS = 8;

/** A backup code: BACKUP_CODE_DIGITS digits, from a random integer (leading zeros kept). */
export function formatBackupCode(n: number): string {
  return String(n).padStart(BACKUP_CODE_DIGITS, '0').slice(-BACKUP_CODE_DIGITS);
}

export const ALL_IN_USE = 'All credentials for this client are already in use, please try again later.';

/** Where each platform signs in. */
export const ENGINE_URLS: Record<EngineType, string> = {
  googleAds: 'https://ads.google.com/',
  googleAnalytics: 'https://analytics.google.com/',
  googleSearchConsole: 'https://search.google.com/search-console',
  googleMerchantCentre: 'https://merchants.google.com/',
  googleMyBusiness: 'https://business.google.com/',
  googlePlay: 'https://play.google.com/console',
  googleSearchAds360: 'https://searchads.google.com/',
  googleCampaignManager: 'https://campaignmanager.google.com/',
  googleDv360: 'https://displayvideo.google.com/',
  microsoftAdvertising: 'https://ads.microsoft.com/',
  microsoftPowerBI: 'https://app.powerbi.com/',
  microsoftSharepoint: 'https://www.office.com/',
};

/** A session holds the credential while it is neither released nor expired. */
export function sessionLive(session: { releasedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return session.releasedAt === null && session.expiresAt.getTime() > now.getTime();
}

export function credentialStatus(stored: 'available' | 'unverified', liveSession: boolean): CredentialStatus {
  if (stored === 'unverified') return 'unverified';
  return liveSession ? 'occupied' : 'available';
}

/** Staff who administer credentials (staff-and-admin.md §6 task_cred_admin). */
export const CRED_ADMIN = 'task_cred_admin';

/** Where a platform's accounts live: whom the provider asks whether a username exists (ADR 0261). */
export const PLATFORMS = ['google', 'microsoft'] as const;
export type Platform = (typeof PLATFORMS)[number];
export const platformOf = (engineType: EngineType): Platform => (engineType.startsWith('microsoft') ? 'microsoft' : 'google');

/** The credential list of credential administrators sorts by these; newest first by default (§9). */
export const ADMIN_SORT_FIELDS = ['id', 'emailAddress', 'client', 'engineType', 'accessLevel', 'expiresOn'] as const;
export const ADMIN_DEFAULT_SORT = { field: 'id', direction: 'DESC' } as const;
export const SEARCH_MAX = 200;
/** Jobs offered when assigning a credential to a job. */
export const JOB_OPTION_LIMIT = 50;

export const JOB_OF_OTHER_CLIENT = 'This job is for another client';
export const CREDENTIAL_EXPIRED = 'This credential has expired';
export const REQUESTER_NOT_STAFF = 'The requester must be a staff member';

/** The day credentials expire by: the platform's default zone (§9 Europe/London). */
export const CREDENTIAL_ZONE = 'Europe/London';
export const todayOf = (now: Date): string => DateTime.fromJSDate(now, { zone: CREDENTIAL_ZONE }).toISODate()!;

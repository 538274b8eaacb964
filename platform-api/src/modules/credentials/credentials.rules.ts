/** Task credentials (shell-and-freelancer.md §3 Task credential, Credential summary; §7; §9). */
export const ENGINE_TYPES = [
  'googleAds',
  'googleAnalytics',
  'googleSearchConsole',
  'googleMerchantCentre',
  'googleMyBusiness',
  'googlePlay',
  'googleSearchAds360',
  'googleCampaignManager',
  'googleDv360',
  'microsoftAdvertising',
  'microsoftPowerBI',
  'microsoftSharepoint',
] as const;
export type EngineType = (typeof ENGINE_TYPES)[number];

/** Stored statuses; occupied is worked out from the live sessions. */
export const STORED_CREDENTIAL_STATUSES = ['available', 'unverified'] as const;
export type CredentialStatus = 'available' | 'occupied' | 'unverified';

export const ACCESS_LEVELS = ['standard', 'admin'] as const;

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

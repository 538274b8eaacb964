import { hashPassword } from '../modules/identity/password.js';
import { STAFF_ROLES } from '../modules/people/people.rules.js';

/** Every demo account's password (platform-contract.md). */
export const DEMO_PASSWORD = 'Demo-Password-2026!';

let demoHash: Promise<string> | undefined;
/**
 * The demo password hashed once per process: every demo account shares it, and argon2id is slow on purpose, so
 * hashing it per account made every seed (each API test file seeds a fresh database) seconds longer.
 */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

export interface DemoCroudie {
  email: string;
  firstName: string;
  lastName: string;
  role: 'croudie-active' | 'croudie-pending' | 'croudie-inactive';
  status: 'active' | 'pending' | 'inactive';
  countryCode: string;
  usState: string | null;
  entityType: 'limited_company' | 'any_other_type';
  totpSecret?: string;
  passwordChangeRequired?: boolean;
  /** Days before the clock the croudie signed up. */
  signedUpDaysAgo: number;
  /** Days after the clock an automatic offboarding is scheduled. */
  offboardInDays?: number;
}

/** The demo croudies of platform-contract.md, in id order (croudie.active is croudie-network:croudies:1). */
export const DEMO_CROUDIES: DemoCroudie[] = [
  {
    email: 'croudie.active@example.com',
    firstName: 'Ava',
    lastName: 'Active',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'GB',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 400,
  },
  {
    email: 'croudie.limited@example.com',
    firstName: 'Liam',
    lastName: 'Limited',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'GB',
    usState: null,
    entityType: 'limited_company',
    signedUpDaysAgo: 300,
  },
  {
    email: 'croudie.pending@example.com',
    firstName: 'Priya',
    lastName: 'Pending',
    role: 'croudie-pending',
    status: 'pending',
    countryCode: 'GB',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 10,
  },
  {
    email: 'croudie.inactive@example.com',
    firstName: 'Ivan',
    lastName: 'Inactive',
    role: 'croudie-inactive',
    status: 'inactive',
    countryCode: 'GB',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 700,
    offboardInDays: 14,
  },
  {
    email: 'croudie.us@example.com',
    firstName: 'Uma',
    lastName: 'States',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'US',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 200,
  },
  {
    email: 'croudie.agreement@example.com',
    firstName: 'Aggie',
    lastName: 'Agreement',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'IE',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 150,
  },
  {
    email: 'croudie.mfa@example.com',
    firstName: 'Max',
    lastName: 'Factor',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'GB',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 250,
    totpSecret: DEMO_TOTP_SECRET,
  },
  {
    email: 'croudie.newpassword@example.com',
    firstName: 'Nina',
    lastName: 'Newpass',
    role: 'croudie-active',
    status: 'active',
    countryCode: 'GB',
    usState: null,
    entityType: 'any_other_type',
    signedUpDaysAgo: 30,
    passwordChangeRequired: true,
  },
];

export interface DemoStaff {
  email: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
}

/**
 * staff.admin is user-service:users:1, staff.member 2, hr.user 3, finance.user 4, academy.user 5 (platform-contract.md):
 * one account per back-office role family, without impersonate or admin roles, so role rules are tested as those people.
 */
export const DEMO_STAFF: DemoStaff[] = [
  { email: 'staff.admin@example.com', firstName: 'Sam', lastName: 'Admin', roles: STAFF_ROLES },
  { email: 'staff.member@example.com', firstName: 'Mia', lastName: 'Member', roles: ['fte_core', 'job_user'] },
  { email: 'hr.user@example.com', firstName: 'Harriet', lastName: 'Human', roles: ['fte_core', 'hr_user'] },
  { email: 'finance.user@example.com', firstName: 'Fin', lastName: 'Ledger', roles: ['fte_core', 'finance'] },
  { email: 'academy.user@example.com', firstName: 'Ada', lastName: 'Academy', roles: ['fte_core', 'academy'] },
];

export const DEMO_CLIENT_USER = { email: 'client.user@example.com', firstName: 'Cleo', lastName: 'Client' };

// What other modules may use of people (they meet only through this file; eslint.config.mjs module boundaries).
export { UserRef } from './people.schema.js';
export { agencyUsers, croudies } from './people.tables.js';
export type { AgencyUserRow } from './people.data.js';
// for roles (settings › roles: its holders, their principal ids, the rolesUpdated push)
export { principalRoles } from './people.tables.js';
export { principalIdOf } from './people.rules.js';
export { loadRolesByPrincipal } from './people.data.js';
// payments: invoices are made from a croudie's invoice settings, by invoicable croudies.
export { findInvoiceSettings, type InvoiceSettingsRow } from './banners.data.js';
export { missingInvoiceSettings, startOfMonth } from './banners.rules.js';
export { INVOICABLE_ROLES } from './people.rules.js';
// work: the monthly hours limit on accepting an offer counts the croudie's minutes this month.
export { minutesThisMonth } from './monthly-hours.data.js';
// every module records what it did to an account on the account's timeline (the profile Timeline tab)
export { recordAccountEvent } from './timeline.data.js';
// croudie-picker: ranks live croudies by their languages, qualifications, experience and go-live date (ADR 0282).
export { CroudieRef } from './people.schema.js';
export type { CroudieRow } from './people.data.js';
export { croudieExperience, croudieLanguages } from './profile.tables.js';
export { croudieQualifications } from './admin.tables.js';
export { croudieOnboarding } from './onboarding.tables.js';
// academy: passing a course grants its qualification and an onboarding course completes the practical-test step.
export { findQualification, grantQualification } from './admin.data.js';
export { completeStep } from './onboarding.data.js';
// announcements: an announcement's audience is filtered by the croudies' account status (ADR 0287).
export { USER_STATUSES } from './people.rules.js';
export { UserStatusEnum } from './people.schema.js';

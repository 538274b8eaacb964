// What other modules may use of reference (they meet only through this file; eslint.config.mjs module boundaries).
// settings: a public holiday names the offices it applies to (ADR 0260).
export { OfficeRef, loadOfficesByIds, type OfficeRow } from './offices.schema.js';
// payments: an invoice is addressed to the agency's primary office (ADR 0266).
export { offices } from './reference.tables.js';
// people: a croudie's qualifications and verifications are chosen from these settings lists (issue 18, ADR 0269).
export { qualifications, verifications } from './reference.tables.js';
export { VerificationRef } from './verifications.schema.js';
export { CAMPUS_IMPORTED_MESSAGE } from './reference.rules.js';
// people: a croudie's profile names languages, a country, a timezone and verticals (areas of experience).
export { verticals } from './reference.tables.js';
export { COUNTRY_CODES, isTimezone } from './reference.rules.js';
export { LANGUAGE_CODES, languageList } from './locale.rules.js';
// people: a staff user's teams (the FTE search and onboarding a new user: issue 19).
export { teams, teamMembers } from './reference.tables.js';
// plan: a project or phase names the channel types it is about (issue 20, ADR 0275).
export { channelTypes } from './reference.tables.js';
// croudie-picker: the reasons of a score name the croudie's country (ADR 0282).
export { countryList } from './locale.rules.js';

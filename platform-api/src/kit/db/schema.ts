// Every table of every module, in one object: the drizzle schema the Database type and drizzle-kit read.
export * from "../auth/auth.tables.js";
export * from "../outbox/outbox.tables.js";
export * from "../../modules/identity/identity.tables.js";
export * from "../../modules/people/people.tables.js";
export * from "../../modules/clients/clients.tables.js";
export * from "../../modules/work/work.tables.js";
export * from "../../modules/metrics/metrics.tables.js";
export * from "../../modules/flags/flags.tables.js";
export * from "../../modules/journal/journal.tables.js";
export * from "../../modules/notifications/notifications.tables.js";
export * from "../../modules/announcements/announcements.tables.js";
export * from "../../modules/people/banners.tables.js";
export * from "../../modules/files/files.tables.js";
export * from "../../modules/calendar/calendar.tables.js";
export * from "../../modules/credentials/credentials.tables.js";
export * from "../../modules/people/onboarding.tables.js";

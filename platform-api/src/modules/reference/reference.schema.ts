// The reference data staff administer in settings (ADR 0256): each file adds its types, list and mutations.
import './verticals.schema.js';
import './channel-types.schema.js';
import './offices.schema.js';
import './qualifications.schema.js';
import './verifications.schema.js';
import './teams.schema.js';
import './locale.schema.js';
import './agency-channels.schema.js';

import { asc } from 'drizzle-orm';
import type { Database } from '../kit/db/index.js';
import { agencyUsers } from '../modules/people/people.tables.js';
import {
  channelTypes,
  offices,
  qualifications,
  teamMembers,
  teams,
  verifications,
  verticals,
} from '../modules/reference/reference.tables.js';
import { createRandom, type Random } from './prng.js';

/** [name, country, timezone]: real cities. Some have no team, so settings can show both delete outcomes. */
export const DEMO_OFFICES: readonly (readonly [string, string, string])[] = [
  ['London', 'GB', 'Europe/London'],
  ['Manchester', 'GB', 'Europe/London'],
  ['Edinburgh', 'GB', 'Europe/London'],
  ['Dublin', 'IE', 'Europe/Dublin'],
  ['Paris', 'FR', 'Europe/Paris'],
  ['Berlin', 'DE', 'Europe/Berlin'],
  ['Munich', 'DE', 'Europe/Berlin'],
  ['Amsterdam', 'NL', 'Europe/Amsterdam'],
  ['Madrid', 'ES', 'Europe/Madrid'],
  ['Barcelona', 'ES', 'Europe/Madrid'],
  ['Lisbon', 'PT', 'Europe/Lisbon'],
  ['Milan', 'IT', 'Europe/Rome'],
  ['Stockholm', 'SE', 'Europe/Stockholm'],
  ['Copenhagen', 'DK', 'Europe/Copenhagen'],
  ['Oslo', 'NO', 'Europe/Oslo'],
  ['Helsinki', 'FI', 'Europe/Helsinki'],
  ['Warsaw', 'PL', 'Europe/Warsaw'],
  ['Prague', 'CZ', 'Europe/Prague'],
  ['Vienna', 'AT', 'Europe/Vienna'],
  ['Zurich', 'CH', 'Europe/Zurich'],
  ['Athens', 'GR', 'Europe/Athens'],
  ['Istanbul', 'TR', 'Europe/Istanbul'],
  ['Dubai', 'AE', 'Asia/Dubai'],
  ['Mumbai', 'IN', 'Asia/Kolkata'],
  ['Singapore', 'SG', 'Asia/Singapore'],
  ['Hong Kong', 'HK', 'Asia/Hong_Kong'],
  ['Shanghai', 'CN', 'Asia/Shanghai'],
  ['Tokyo', 'JP', 'Asia/Tokyo'],
  ['Seoul', 'KR', 'Asia/Seoul'],
  ['Sydney', 'AU', 'Australia/Sydney'],
  ['Auckland', 'NZ', 'Pacific/Auckland'],
  ['New York', 'US', 'America/New_York'],
  ['Chicago', 'US', 'America/Chicago'],
  ['Denver', 'US', 'America/Denver'],
  ['Los Angeles', 'US', 'America/Los_Angeles'],
  ['Toronto', 'CA', 'America/Toronto'],
  ['Mexico City', 'MX', 'America/Mexico_City'],
  ['São Paulo', 'BR', 'America/Sao_Paulo'],
  ['Buenos Aires', 'AR', 'America/Argentina/Buenos_Aires'],
  ['Cape Town', 'ZA', 'Africa/Johannesburg'],
];

const VERTICALS = [
  'Agriculture',
  'Automotive',
  'B2B Services',
  'Banking',
  'Beauty & Cosmetics',
  'Charities & Non-profit',
  'Consumer Electronics',
  'Education',
  'Energy & Utilities',
  'Entertainment',
  'Fashion & Apparel',
  'Financial Services',
  'Food & Drink',
  'Gaming',
  'Government & Public Sector',
  'Healthcare',
  'Home & Garden',
  'Hospitality',
  'Insurance',
  'Legal Services',
  'Logistics & Transport',
  'Luxury Goods',
  'Manufacturing',
  'Media & Publishing',
  'Pets',
  'Pharmaceuticals',
  'Property & Real Estate',
  'Recruitment',
  'Retail',
  'Software & SaaS',
  'Sports & Fitness',
  'Telecommunications',
  'Toys & Games',
  'Travel & Tourism',
];

/** [name, slug]. */
const CHANNEL_TYPES: readonly (readonly [string, string])[] = [
  ['Paid Search', 'paid-search'],
  ['Paid Social', 'paid-social'],
  ['SEO', 'seo'],
  ['Technical SEO', 'technical-seo'],
  ['Local Search', 'local-search'],
  ['Content Marketing', 'content-marketing'],
  ['Digital PR', 'digital-pr'],
  ['Display', 'display'],
  ['Programmatic', 'programmatic'],
  ['Online Video', 'online-video'],
  ['Connected TV', 'connected-tv'],
  ['Audio', 'audio'],
  ['Out of Home', 'out-of-home'],
  ['Shopping', 'shopping'],
  ['Feed Management', 'feed-management'],
  ['Marketplaces', 'marketplaces'],
  ['Affiliate', 'affiliate'],
  ['Influencer Marketing', 'influencer-marketing'],
  ['Email', 'email'],
  ['CRM', 'crm'],
  ['Lead Generation', 'lead-generation'],
  ['Analytics', 'analytics'],
  ['Attribution', 'attribution'],
  ['Reporting', 'reporting'],
  ['Data Engineering', 'data-engineering'],
  ['Conversion Rate Optimisation', 'cro'],
  ['App Store Optimisation', 'aso'],
  ['Localisation', 'localisation'],
  ['Translation', 'translation'],
  ['Transcreation', 'transcreation'],
  ['Copywriting', 'copywriting'],
  ['Creative Design', 'creative-design'],
  ['Social Listening', 'social-listening'],
  ['Community Management', 'community-management'],
];

/** [name, who issues it]; null issuer: imported from the campus (read-only in settings). */
const QUALIFICATIONS: readonly (readonly [string, string | null])[] = [
  ['Google Ads Search Certification', 'Google Skillshop'],
  ['Google Ads Display Certification', 'Google Skillshop'],
  ['Google Ads Video Certification', 'Google Skillshop'],
  ['Google Ads Shopping Certification', 'Google Skillshop'],
  ['Google Ads Apps Certification', 'Google Skillshop'],
  ['Google Analytics Certification', 'Google Skillshop'],
  ['Campaign Manager 360 Certification', 'Google Skillshop'],
  ['Display & Video 360 Certification', 'Google Skillshop'],
  ['Search Ads 360 Certification', 'Google Skillshop'],
  ['Microsoft Advertising Search Certification', 'Microsoft'],
  ['Meta Certified Digital Marketing Associate', 'Meta Blueprint'],
  ['Meta Certified Media Buying Professional', 'Meta Blueprint'],
  ['LinkedIn Marketing Labs Fundamentals', 'LinkedIn'],
  ['TikTok Academy Ads Manager', 'TikTok'],
  ['Amazon Ads Foundations', 'Amazon Ads'],
  ['Pinterest Academy Ads', 'Pinterest'],
  ['Snapchat Ads Certification', 'Snap'],
  ['HubSpot Inbound Marketing', 'HubSpot Academy'],
  ['HubSpot Content Marketing', 'HubSpot Academy'],
  ['Semrush SEO Toolkit', 'Semrush Academy'],
  ['Google Tag Manager Fundamentals', 'Google Analytics Academy'],
  ['Looker Studio Fundamentals', 'Google Cloud'],
  ['CIM Certificate in Digital Marketing', 'Chartered Institute of Marketing'],
  ['Diploma in Translation', 'Chartered Institute of Linguists'],
  ['ATA Certified Translator', 'American Translators Association'],
  ['Salesforce Marketing Cloud Email Specialist', 'Salesforce'],
  ['Klaviyo Product Certification', 'Klaviyo'],
  ['Campus: Paid Search Fundamentals', null],
  ['Campus: Paid Social Fundamentals', null],
  ['Campus: SEO Fundamentals', null],
  ['Campus: Localisation Essentials', null],
  ['Campus: Reporting Essentials', null],
];

const LANGUAGES = [
  'English',
  'German',
  'French',
  'Spanish',
  'Italian',
  'Dutch',
  'Portuguese',
  'Japanese',
  'Mandarin',
  'Arabic',
  'Polish',
  'Swedish',
];
/** [name, what was checked]. */
const VERIFICATIONS: readonly (readonly [string, string])[] = (
  [
    ['Identity document checked', 'A passport or national identity card was seen on a video call'],
    ['Address checked', 'A recent utility bill or bank statement matches the billing address'],
    ['Bank details confirmed', 'A first payment reached the account'],
    ['Tax status confirmed', 'Self-employed or limited company status was evidenced'],
    ['VAT registration checked', 'The VAT number is valid in the official register'],
    ['Limited company checked', 'The company is active in the companies register'],
    ['Right to work: United Kingdom', null],
    ['Right to work: European Union', null],
    ['Right to work: United States', null],
    ['Background check', 'A basic criminal record check came back clear'],
    ['References checked', 'Two professional references answered'],
    ['NDA signed', null],
    ['Security training completed', null],
    ['GDPR training completed', null],
    ['Video interview passed', null],
    ['Test task passed', 'A practical test task was reviewed and passed'],
    ['Welcome call completed', null],
    ['LinkedIn profile checked', null],
    ['Portfolio reviewed', null],
    ['Ad platform access checked', 'Can sign in to the client ad accounts the work needs'],
    ...LANGUAGES.map((language): [string, string] => [`Native speaker: ${language}`, `Native ${language}, checked by a native speaker`]),
  ] as [string, string | null][]
).map(([name, description]) => [name, description ?? 'Checked by the network team'] as const);

const TEAM_DISCIPLINES = [
  'Paid Search',
  'Paid Social',
  'SEO',
  'Content',
  'Digital PR',
  'Programmatic',
  'Analytics',
  'Localisation',
  'Creative',
  'Client Services',
  'Network Success',
  'Croudie Verification',
  'Finance Operations',
  'People',
  'Engineering',
  'Strategy',
];
export const DEMO_TEAM_COUNT = 32;
/** In exactly one team: the demo of "Cannot delete! User must be a part of atleast 1 team". */
export const ONE_TEAM_EMAIL = 'staff.member@example.com';

/** A version 4 UUID from the seeded PRNG: the same channel type entity ids on every reset. */
function uuidFrom(random: Random): string {
  const hex = (n: number) => Array.from({ length: n }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.int(8, 11).toString(16)}${hex(3)}-${hex(12)}`;
}

/**
 * The reference data of settings (ADR 0256): offices, verticals, channel types, qualifications (a few imported from
 * the campus), verifications, and teams of the staff users seeded before it. Every staff user is in at least one team;
 * each team's leader is one of its members. Deterministic (seeded PRNG).
 */
export async function seedReference(db: Database): Promise<void> {
  const random = createRandom(20260256);
  const officeRows = await db
    .insert(offices)
    .values(DEMO_OFFICES.map(([name, country, timezone]) => ({ name, country, timezone })))
    .returning({ id: offices.id });
  await db.insert(verticals).values(VERTICALS.map((name) => ({ name })));
  await db.insert(channelTypes).values(CHANNEL_TYPES.map(([name, slug]) => ({ name, slug, entityId: uuidFrom(random) })));
  await db.insert(qualifications).values(
    QUALIFICATIONS.map(([name, issuer]) => ({
      name,
      description: issuer ? `Issued by ${issuer}` : 'Completed on the campus; imported with its completions',
      campusImported: issuer === null,
    })),
  );
  await db.insert(verifications).values(VERIFICATIONS.map(([name, description]) => ({ name, description })));

  const staff = await db.select({ id: agencyUsers.id, email: agencyUsers.email }).from(agencyUsers).orderBy(asc(agencyUsers.id));
  if (staff.length === 0) return;
  const oneTeam = staff.find((s) => s.email === ONE_TEAM_EMAIL)?.id;
  const others = staff.map((s) => s.id).filter((id) => id !== oneTeam);
  // Each staff user's home team first (staff i → team i), then two to four more members per team.
  const membersOf = Array.from({ length: DEMO_TEAM_COUNT }, (_, k) => {
    const members = new Set(staff.filter((_, i) => i % DEMO_TEAM_COUNT === k).map((s) => s.id));
    const extra = random.int(2, 4);
    while (members.size < Math.min(others.length, extra + (k < staff.length ? 1 : 0))) members.add(random.pick(others));
    return [...members];
  });
  const teamRows = await db
    .insert(teams)
    .values(
      membersOf.map((members, k) => {
        const office = (k * 7) % DEMO_OFFICES.length;
        return {
          name: `${TEAM_DISCIPLINES[k % TEAM_DISCIPLINES.length]} ${DEMO_OFFICES[office]![0]}`,
          officeId: officeRows[office]!.id,
          leaderId: members[0] ?? null,
        };
      }),
    )
    .returning({ id: teams.id });
  await db.insert(teamMembers).values(teamRows.flatMap((team, k) => membersOf[k]!.map((userId) => ({ teamId: team.id, userId }))));
}

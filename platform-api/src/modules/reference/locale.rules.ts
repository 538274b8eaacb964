import { DateTime } from 'luxon';
import { COUNTRY_CODES } from './reference.rules.js';

/**
 * Static reference data for the language, country and timezone pickers (ADR 0262), in English: ISO 639-1 languages and
 * ISO 3166-1 countries named by the runtime's CLDR data (Intl.DisplayNames), IANA zones from the runtime
 * (Intl.supportedValuesOf) under their current IANA names.
 */

/** ISO 639-1: the 183 two-letter language codes. */
export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es ' +
  'et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki ' +
  'kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no ' +
  'nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te ' +
  'tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

/** Where CLDR's English name is not the ISO name people look for (CLDR calls Twi "Akan", like ak). */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = { tw: 'Twi' };

/**
 * CLDR keeps some zones under their former IANA names (Asia/Calcutta); the picker offers the current ones. Both
 * spellings are valid zones (luxon and Intl accept either), so a value stored under the old name is still labelled.
 */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

export interface LocaleEntry {
  /** The code (language, country) or the zone name. */
  id: string;
  name: string;
}

/** Lower case without accents: "Åland" and "cote" find "Åland Islands" and "Côte d’Ivoire". */
export const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const byName = (a: LocaleEntry, b: LocaleEntry) => a.name.localeCompare(b.name, 'en');

/** A list made on first use (the runtime's CLDR data does not change while it runs). */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Every language, by name. */
export const languageList = once((): readonly LocaleEntry[] => {
  const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  return LANGUAGE_CODES.map((id) => ({ id, name: LANGUAGE_NAMES[id] ?? names.of(id) ?? id })).sort(byName);
});

/** Every country (ISO 3166-1 alpha-2, upper case), by name. */
export const countryList = once((): readonly LocaleEntry[] => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return [...COUNTRY_CODES].map((id) => ({ id, name: names.of(id) ?? id })).sort(byName);
});

/** Every IANA zone under its current name, and UTC, by name. */
export const timezoneList = once((): readonly LocaleEntry[] =>
  [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone').map((zone) => CURRENT_ZONE_NAMES[zone] ?? zone)])]
    .sort()
    .map((id) => ({ id, name: id.replace(/_/g, ' ') })),
);

/** A zone's offset from UTC at `at`, e.g. "UTC+01:00". */
export function zoneOffset(zone: string, at: Date): string {
  const time = DateTime.fromJSDate(at, { zone });
  return time.isValid ? `UTC${time.toFormat('ZZ')}` : 'UTC';
}

export interface LocaleQuery {
  search: string | null;
  ids: readonly string[] | null;
  page: { limit: number; offset: number };
}

/**
 * One page of a list: with ids, the entries of those codes (in any case); else those whose name or code holds the
 * search (any case, accents ignored), in list order.
 */
export function localePage(list: readonly LocaleEntry[], query: LocaleQuery): { nodes: LocaleEntry[]; total: number } {
  let matches: readonly LocaleEntry[] = list;
  if (query.ids) {
    const wanted = new Set(query.ids.map((id) => id.toLowerCase()));
    matches = list.filter((entry) => wanted.has(entry.id.toLowerCase()));
  } else if (query.search) {
    const term = folded(query.search).replace(/_/g, ' ');
    matches = list.filter((entry) => folded(entry.name).includes(term) || entry.id.toLowerCase() === term);
  }
  return { nodes: matches.slice(query.page.offset, query.page.offset + query.page.limit), total: matches.length };
}

/** Zones asked for by id: the listed ones and, under the name asked for, former names of listed ones. */
export function timezonesByIds(ids: readonly string[]): LocaleEntry[] {
  const listed = new Map(timezoneList().map((entry) => [entry.id, entry]));
  return ids.flatMap((id) => {
    const entry = listed.get(id);
    if (entry) return [entry];
    return CURRENT_ZONE_NAMES[id] ? [{ id, name: id.replace(/_/g, ' ') }] : [];
  });
}

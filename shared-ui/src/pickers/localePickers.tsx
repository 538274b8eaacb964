import { graphql, type PickerConnection, type PickerListVariables } from './graphql';
import { ServerPicker, type PickerProps } from './ServerPicker';
import { listSource, pickerTexts } from './source';

// Static reference data the API serves in English (ISO 639-1 languages, ISO 3166-1 countries, IANA timezones).

type Named = { id: string; name: string };
const named = (node: Named) => ({ value: node.id, label: node.name });

export const LanguagePickerQuery = graphql<{ languages: PickerConnection<Named> }, PickerListVariables>(`
  query LanguagePicker($filters: LocaleFilters, $pagination: PaginationInput) {
    languages(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const languages = listSource(LanguagePickerQuery, 'languages', named);

/** A language; value: its ISO 639-1 code, e.g. 'en'. */
export function LanguagePicker(props: PickerProps) {
  return <ServerPicker {...props} source={languages} texts={pickerTexts('language')} />;
}

export const CountryPickerQuery = graphql<{ countries: PickerConnection<Named> }, PickerListVariables>(`
  query CountryPicker($filters: LocaleFilters, $pagination: PaginationInput) {
    countries(filters: $filters, pagination: $pagination) {
      nodes {
        id
        name
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const countries = listSource(CountryPickerQuery, 'countries', named);

/** A country; value: its ISO 3166-1 alpha-2 code, e.g. 'GB'. */
export function CountryPicker(props: PickerProps) {
  return <ServerPicker {...props} source={countries} texts={pickerTexts('country')} />;
}

type Timezone = { id: string; offset: string };
export const TimezonePickerQuery = graphql<{ timezones: PickerConnection<Timezone> }, PickerListVariables>(`
  query TimezonePicker($filters: LocaleFilters, $pagination: PaginationInput) {
    timezones(filters: $filters, pagination: $pagination) {
      nodes {
        id
        offset
      }
      pagination {
        total
        page
        limit
      }
    }
  }
`);
const timezones = listSource(TimezonePickerQuery, 'timezones', (z: Timezone) => ({ value: z.id, label: z.id, description: z.offset }));

/** An IANA timezone, its offset now under it; value: the zone, e.g. 'Europe/London'. */
export function TimezonePicker(props: PickerProps) {
  return <ServerPicker {...props} source={timezones} texts={pickerTexts('timezone')} />;
}

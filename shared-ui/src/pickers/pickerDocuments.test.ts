import { buildSchema, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../../shared-contracts/graphql/schema.graphql?raw';
import { ChannelPickerQuery, ClientPickerQuery } from './clientPickers';
import { CountryPickerQuery, LanguagePickerQuery, TimezonePickerQuery } from './localePickers';
import { CroudiePickerQuery, UserPickerQuery } from './peoplePickers';
import {
  ChannelTypePickerQuery,
  OfficePickerQuery,
  QualificationPickerQuery,
  TeamPickerQuery,
  VerificationPickerQuery,
  VerticalPickerQuery,
} from './referencePickers';

// The pickers' documents are typed by hand (ADR 0262): this holds them to the API's schema as gql.tada would.
const schema = buildSchema(sdl);

const DOCUMENTS = {
  ChannelPickerQuery,
  ClientPickerQuery,
  CountryPickerQuery,
  LanguagePickerQuery,
  TimezonePickerQuery,
  CroudiePickerQuery,
  UserPickerQuery,
  ChannelTypePickerQuery,
  OfficePickerQuery,
  QualificationPickerQuery,
  TeamPickerQuery,
  VerificationPickerQuery,
  VerticalPickerQuery,
};

describe("the pickers' GraphQL documents", () => {
  it.each(Object.entries(DOCUMENTS))('%s is valid against shared-contracts/graphql/schema.graphql', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
  });

  it('each name one operation of their own', () => {
    const names = Object.values(DOCUMENTS).map((document) => /query (\w+)/.exec(print(document))?.[1]);
    expect(new Set(names).size).toBe(names.length);
  });
});

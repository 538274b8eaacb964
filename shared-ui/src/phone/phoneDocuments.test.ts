import { buildSchema, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import sdl from '../../../shared-contracts/graphql/schema.graphql?raw';
import { en as fileWords } from '../files/text';
import { textCatalogueProblems } from '../testing/textCatalogue';
import { en as rootWords } from '../text/en';
import { SendTextConfirmationMutation, VerifyPhoneNumberMutation } from './phone.graphql';
import { en as phoneWords } from './text';

// The dialog's documents are typed by hand (ADR 0262): this holds them to the API's schema as gql.tada would.
describe("the phone dialog's GraphQL documents", () => {
  const schema = buildSchema(sdl);
  it.each(Object.entries({ SendTextConfirmationMutation, VerifyPhoneNumberMutation }))(
    '%s is valid against shared-contracts/graphql/schema.graphql',
    (_name, document) => expect(validate(schema, document).map((error) => error.message)).toEqual([]),
  );
});

describe('the catalogues bundled with the phone and files subpaths', () => {
  it('are namespaced, non-empty, and not in the root catalogue every first load carries', () => {
    expect(textCatalogueProblems('ui.phone', phoneWords)).toEqual([]);
    expect(textCatalogueProblems('ui.files', fileWords)).toEqual([]);
    const root = Object.keys(rootWords);
    expect([...Object.keys(phoneWords), ...Object.keys(fileWords)].filter((key) => root.includes(key))).toEqual([]);
  });

  it('word the toasts as §8 does', () => {
    expect(phoneWords['ui.phone.sendFailed']).toBe('failed to send verification code');
    expect(phoneWords['ui.phone.confirmFailed']).toBe('failed to confirm verification code');
  });
});

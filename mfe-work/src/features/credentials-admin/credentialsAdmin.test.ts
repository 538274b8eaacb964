import { CombinedError } from 'urql';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  addInput,
  accessLabel,
  editInput,
  editValuesOf,
  emptyAddValues,
  ENGINE_TYPES,
  engineLabel,
  platformChoices,
  serverProblem,
  statusLabel,
  validateAdd,
  validateEdit,
  type AddValues,
} from './credentialsAdmin';

const TODAY = '2026-05-04';
const filled = (change: Partial<AddValues> = {}): AddValues => ({
  ...emptyAddValues('1'),
  clientId: '3',
  engineType: 'googleDv360',
  emails: 'one@example.com\ntwo@example.com',
  ...change,
});
const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedError({ graphQLErrors: [new GraphQLError(message, { extensions })] });

describe('the add form', () => {
  it('needs a client, a platform, a requester and at least one address', () => {
    expect(validateAdd(filled(), TODAY)).toBeUndefined();
    expect(validateAdd({ ...emptyAddValues(null) }, TODAY)).toEqual({
      clientId: 'This field is required',
      engineType: 'This field is required',
      requesterId: 'This field is required',
      emails: 'This field is required',
    });
  });

  it("refuses the list when one address is not valid: 'Not all of these are valid email addresses'", () => {
    expect(validateAdd(filled({ emails: 'one@example.com\nnot-an-address' }), TODAY)).toEqual({
      emails: 'Not all of these are valid email addresses',
    });
  });

  it('takes an expiration of today or later, or none', () => {
    expect(validateAdd(filled({ expiresOn: '2026-05-03' }), TODAY)).toEqual({ expiresOn: 'The expiration date must not be in the past' });
    expect(validateAdd(filled({ expiresOn: TODAY }), TODAY)).toBeUndefined();
  });

  it('sends one address per line (commas work too), an empty expiration and job as none', () => {
    expect(addInput(filled({ emails: ' One@example.com \n\n two@example.com, three@example.com' }))).toEqual({
      clientId: '3',
      emailAddresses: ['One@example.com', 'two@example.com', 'three@example.com'],
      engineType: 'googleDv360',
      accessLevel: 'STANDARD',
      expiresOn: null,
      requesterId: '1',
      jobId: null,
    });
  });
});

describe('the edit form', () => {
  const credential = { accessLevel: 'ADMIN', status: 'OCCUPIED', expiresOn: '2026-05-01', requester: { id: '2' }, jobId: '7' };

  it('starts from the credential (an occupied one is available underneath)', () => {
    expect(editValuesOf(credential)).toEqual({
      accessLevel: 'ADMIN',
      status: 'AVAILABLE',
      expiresOn: '2026-05-01',
      requesterId: '2',
      jobId: '7',
    });
    expect(editValuesOf({ ...credential, status: 'UNVERIFIED', requester: null, expiresOn: null, jobId: null })).toMatchObject({
      status: 'UNVERIFIED',
      requesterId: null,
      expiresOn: '',
    });
  });

  it('keeps a stored expiration that has passed; a new one must not be in the past', () => {
    const values = editValuesOf(credential);
    expect(validateEdit(values, TODAY, '2026-05-01')).toBeUndefined();
    expect(validateEdit({ ...values, expiresOn: '2026-05-02' }, TODAY, '2026-05-01')).toEqual({
      expiresOn: 'The expiration date must not be in the past',
    });
    expect(validateEdit({ ...values, requesterId: null }, TODAY, '2026-05-01')).toEqual({ requesterId: 'This field is required' });
    expect(editInput({ ...values, expiresOn: '', jobId: null })).toMatchObject({ expiresOn: null, jobId: null });
  });
});

describe('server answers', () => {
  it("puts field errors under the form's names", () => {
    const error = graphQLError('Some fields are not valid', {
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        'input.emailAddresses': 'Not all of these are valid email addresses',
        'input.jobId': 'This job is for another client',
      },
    });
    expect(serverProblem(error)).toEqual({
      fields: { emails: 'Not all of these are valid email addresses', jobId: 'This job is for another client' },
    });
  });

  it("says a rule's message (§8), and nothing for other failures", () => {
    expect(serverProblem(graphQLError("The status must not be 'Occupied' to delete", { code: 'CONFLICT' }))).toEqual({
      message: "The status must not be 'Occupied' to delete",
    });
    expect(serverProblem(graphQLError('Unexpected error', { code: 'INTERNAL_SERVER_ERROR' }))).toBeNull();
  });
});

describe('labels and platform choices', () => {
  it('names every platform, CM360 and DV360 as Google CM360 and Google DV360', () => {
    expect(ENGINE_TYPES.map(engineLabel).filter((label) => /^(google|microsoft)/.test(label))).toEqual([]);
    expect(engineLabel('googleCampaignManager')).toBe('Google CM360');
    expect(engineLabel('googleDv360')).toBe('Google DV360');
    expect(statusLabel('OCCUPIED')).toBe('Occupied');
    expect(accessLabel('ADMIN')).toBe('Admin');
  });

  it("offers the platforms a client's summary has credentials on, all without a client (§5)", () => {
    const summary = [
      { engineType: 'googleAds', total: 3 },
      { engineType: 'googlePlay', total: 0 },
      { engineType: 'googleDv360', total: 1 },
    ];
    expect(platformChoices(summary)).toEqual(['googleAds', 'googleDv360']);
    expect(platformChoices(null)).toHaveLength(12);
  });
});

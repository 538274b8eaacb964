import { describe, expect, it } from 'vitest';
import { CombinedError } from 'urql';
import { fieldErrorOf, refusalCode, refusalOf, refusalReason } from './refusal';

const refused = (message: string, extensions: Record<string, unknown>) => new CombinedError({ graphQLErrors: [{ message, extensions }] });
const network = new CombinedError({ networkError: new Error('offline') });

describe('reading the API’s refusals', () => {
  it('keys field errors by the form’s field names, the first message of each field', () => {
    const error = refused('Invalid input', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'input.name': 'Enter a name', 'channelIds.1': 'Unknown channel', 'channelIds.2': 'Also unknown' },
    });
    expect(refusalOf(error)).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input',
      fieldErrors: { name: 'Enter a name', channelIds: 'Unknown channel' },
    });
    expect(fieldErrorOf(error)).toBe('Enter a name');
    expect(refusalReason(error)).toBe('Enter a name');
  });

  it('says the API’s message when no field is named, and nothing of its own for network or unexpected failures', () => {
    const conflict = refused('This job has work on an invoice', { code: 'CONFLICT' });
    expect(refusalCode(conflict)).toBe('CONFLICT');
    expect(fieldErrorOf(conflict)).toBeNull();
    expect(refusalReason(conflict)).toBe('This job has work on an invoice');

    const internal = refused('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' });
    expect(refusalCode(internal)).toBeNull();
    expect(refusalReason(internal)).toBeNull();
    expect(refusalOf(network)).toEqual({ code: null, message: null, fieldErrors: {} });
    expect(refusalReason(network)).toBeNull();
    expect(refusalReason(undefined)).toBeNull();
  });
});

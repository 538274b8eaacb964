import { FORM_ERROR } from 'final-form';
import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { createUserInput, EMPTY_USER, refusalOf, validateCreateUser, type CreateUserValues } from './createUserForm';

const nia: CreateUserValues = {
  firstName: ' Nia ',
  lastName: 'Newcomer',
  email: ' Nia.Newcomer@Example.com ',
  officeId: '4',
  teamId: '2',
  roles: ['fte_core', 'job_user'],
  referralSource: 'linkedin',
};

const refused = (message: string, extensions: Record<string, unknown>) => new CombinedError({ graphQLErrors: [{ message, extensions }] });

describe('the create-user form rules (§5)', () => {
  it('asks for every field but the referral source', () => {
    expect(validateCreateUser(EMPTY_USER)).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
      email: 'This field is required',
      officeId: 'This field is required',
      teamId: 'This field is required',
      roles: 'Please choose at least one role',
    });
    expect(validateCreateUser({ ...nia, referralSource: null })).toBeUndefined();
  });

  it('wants a valid e-mail address, names of at most 100 characters and staff roles', () => {
    expect(validateCreateUser({ ...nia, email: 'nia@' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateCreateUser({ ...nia, firstName: '   ' })).toEqual({ firstName: 'This field is required' });
    expect(validateCreateUser({ ...nia, lastName: 'x'.repeat(101) })).toEqual({ lastName: 'The name can be at most 100 characters' });
    expect(validateCreateUser({ ...nia, roles: ['croudie-active'] })).toHaveProperty('roles');
  });

  it('sends the trimmed values, the address in lower case, and the terms as accepted', () => {
    expect(createUserInput(nia)).toEqual({
      firstName: 'Nia',
      lastName: 'Newcomer',
      email: 'nia.newcomer@example.com',
      officeId: '4',
      teamId: '2',
      roles: ['fte_core', 'job_user'],
      referralSource: 'linkedin',
      termsAccepted: true,
    });
  });
});

describe("createUser's refusals on the form", () => {
  it('puts BAD_USER_INPUT field errors on their fields (a role of the list on roles)', () => {
    const error = refused('Some fields are not valid', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { teamId: 'Please choose a team from the list', 'roles.0': 'Please choose roles from the list' },
    });
    expect(refusalOf(error, nia.email)).toEqual({
      errors: { teamId: 'Please choose a team from the list', roles: 'Please choose roles from the list' },
      taken: null,
    });
  });

  it('says a rule about no field of the form (the terms) at the form level', () => {
    const error = refused('Some fields are not valid', {
      code: 'BAD_USER_INPUT',
      fieldErrors: { termsAccepted: 'You must accept the terms' },
    });
    expect(refusalOf(error, nia.email).errors).toEqual({ [FORM_ERROR]: 'You must accept the terms' });
  });

  it('keeps the holder of a taken address (CONFLICT on email) to link to', () => {
    const message = 'This user already exists but will need reactivating';
    const error = refused(message, { code: 'CONFLICT', fieldErrors: { email: message }, userId: '7' });
    expect(refusalOf(error, nia.email)).toEqual({
      errors: { email: message },
      taken: { email: 'nia.newcomer@example.com', message, userId: '7' },
    });
  });

  it('tells the person to contact support when the failure is not about the input', () => {
    const failed = 'Unable to create user. Please try again. If the problem persists, contact support.';
    expect(refusalOf(refused('Unable to create user', { code: 'INTERNAL_SERVER_ERROR' }), nia.email).errors).toEqual({
      [FORM_ERROR]: failed,
    });
    expect(refusalOf(new CombinedError({ networkError: new Error('offline') }), nia.email).errors).toEqual({ [FORM_ERROR]: failed });
  });
});

import { CombinedError, type OperationResult } from 'urql';
import { describe, expect, it } from 'vitest';
import { channelInput, channelValues, costCentreKey, withCostCentreFields } from './agencyChannels';

const entities = [
  { id: '1', name: 'Agency UK Ltd' },
  { id: '2', name: 'Agency US Inc.' },
  { id: '3', name: 'Agency Australia Pty Ltd' },
];

describe('the channel dialog', () => {
  it('edits a channel with one cost-centre field per billing entity (named so final-form keeps an object)', () => {
    expect(costCentreKey('12')).toBe('costCentre12');
    expect(
      channelValues({
        name: 'Paid Search',
        initials: 'PS',
        internal: false,
        costCentres: [{ billingEntity: { id: '2' }, code: 'US-PS-1010' }],
      }),
    ).toEqual({ name: 'Paid Search', initials: 'PS', internal: false, costCentre2: 'US-PS-1010' });
  });

  it('sends the cost centres that are not blank, trimmed, in the billing entities’ order', () => {
    expect(
      channelInput(
        { name: 'Paid Search', initials: 'ps', internal: true, costCentre3: ' AU-1 ', costCentre1: 'UK-1', costCentre2: '  ' },
        entities,
      ),
    ).toEqual({
      name: 'Paid Search',
      initials: 'ps',
      internal: true,
      costCentres: [
        { billingEntityId: '1', code: 'UK-1' },
        { billingEntityId: '3', code: 'AU-1' },
      ],
    });
  });

  it("names the server's cost-centre errors by billing entity, as the dialog's fields are", () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'Some fields are not valid',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: { 'agencyChannel.costCentres.1.code': 'At most 20 characters', 'agencyChannel.name': 'This field is required' },
          },
        },
      ],
    });
    const result = withCostCentreFields({ error } as OperationResult, [{ billingEntityId: '1' }, { billingEntityId: '3' }]);
    expect(result.error!.graphQLErrors[0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'agencyChannel.costCentre3': 'At most 20 characters', 'agencyChannel.name': 'This field is required' },
    });
    const fine = { data: {} } as OperationResult;
    expect(withCostCentreFields(fine, [])).toBe(fine);
  });
});

import { describe, expect, it } from 'vitest';
import { staffStatusesOf, userFiltersOf } from './searchFilters';

describe('the FTE search filters', () => {
  it('asks for active, pending and reactivated users until other statuses are chosen', () => {
    expect(staffStatusesOf(null)).toEqual(['active', 'pending', 'reactivated']);
    expect(staffStatusesOf(['offboarded', 'nonsense'])).toEqual(['offboarded']);
  });

  it('turns the URL into the users filters, leaving out what cannot be an id or a role', () => {
    expect(userFiltersOf({ search: ' mia ', status: null, office: ['3'], team: ['x1'], role: ['hr_user'] })).toEqual({
      search: 'mia',
      statuses: ['active', 'pending', 'reactivated'],
      officeId: '3',
      teamId: null,
      role: 'hr_user',
    });
    expect(userFiltersOf({ search: null, status: null, office: null, team: ['4'], role: ['king'] })).toMatchObject({
      search: null,
      teamId: '4',
      role: null,
    });
  });
});

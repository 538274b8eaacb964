// Test support (jsdom) for the HR view: the remote's own router at a path under /hr-view over a fake GraphQL endpoint (the
// outside boundary of these tests) holding a few people, their days and leave. Imported by tests only.
import type { ReactNode } from 'react';
import { fakeApi, type Answer, type GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { AppRouter } from '../../app/AppRouter';
import { page, renderScreen } from '../croudie-admin/testHarness';

/** Wednesday 14 January 2026, 10:00 in London. */
export const NOW = '2026-01-14T10:00:00.000Z';
export const WEEK = ['2026-01-12', '2026-01-13', '2026-01-14', '2026-01-15', '2026-01-16', '2026-01-17', '2026-01-18'];

export const ann = { id: '7', fullName: 'Ann Archer', office: 'London', emailAddress: 'ann@example.com' };
export const ben = { id: '8', fullName: 'Ben Baker', office: 'Leeds', emailAddress: 'ben@example.com' };

export const annualLeave = {
  id: '31',
  title: 'Ski trip',
  startDate: '2026-01-14',
  endDate: '2026-01-15',
  allDay: true,
  startTime: null,
  endTime: null,
  category: 'annual_leave',
  user: { id: ann.id, fullName: ann.fullName },
};
export const dentist = {
  id: '32',
  title: 'Dentist',
  startDate: '2026-01-13',
  endDate: '2026-01-13',
  allDay: false,
  startTime: '09:00',
  endTime: '11:00',
  category: 'other',
  user: { id: ben.id, fullName: ben.fullName },
};

const isWeekend = (date: string) => date === '2026-01-17' || date === '2026-01-18';

/** A person's week: 7h 30m Monday to Friday, less their leave; Monday the 12th a public holiday in Leeds. */
function weekOf(person: typeof ann, leave: readonly (typeof annualLeave | typeof dentist)[]) {
  return WEEK.map((date) => {
    const available = isWeekend(date) ? 0 : 450;
    const own = leave.filter((l) => l.user.id === person.id && l.startDate <= date && date <= l.endDate);
    const leaveMinutes = Math.min(
      available,
      own.reduce((sum, l) => sum + (l.allDay ? available : 120), 0),
    );
    const publicHoliday = person.office === 'Leeds' && date === '2026-01-12' ? 'Winter bank holiday' : null;
    return {
      date,
      available,
      leaveMinutes,
      leave: own.map(({ user: _user, startDate: _s, endDate: _e, ...rest }) => rest),
      publicHoliday,
      target: publicHoliday ? 0 : available - leaveMinutes,
    };
  });
}

export const template = {
  userId: ann.id,
  monday: 450,
  tuesday: 450,
  wednesday: 450,
  thursday: 450,
  friday: 450,
  saturday: 0,
  sunday: 0,
  isDefault: true,
  updatedAt: null,
  updatedBy: null,
};

const figure = (periodStart: string, target: number, logged: number) => ({
  periodStart,
  target,
  logged,
  rate: target > 0 ? logged / target : null,
});

export type Answers = Partial<Record<string, (call: GraphQLCall) => Answer>>;

/** What the fake API answers unless a test says otherwise. */
function defaults(leave: (typeof annualLeave | typeof dentist)[]): Answers {
  return {
    HrPlatformNow: () => ({ data: { platformNow: NOW } }),
    HrAvailabilityMatrix: () => {
      const rows = [ann, ben].map((user) => {
        const days = weekOf(user, leave);
        return {
          user,
          days,
          target: days.reduce((s, d) => s + d.target, 0),
          leaveMinutes: days.reduce((s, d) => s + d.leaveMinutes, 0),
        };
      });
      return { data: { availabilityMatrix: { startDate: WEEK[0], endDate: WEEK[6], totalCount: 2, rows } } };
    },
    HrAvailabilityTemplate: () => ({ data: { availabilityTemplate: template } }),
    HrUpdateAvailabilityTemplate: (call) => ({
      data: { updateAvailabilityTemplate: { ...template, ...(call.variables['input'] as object), isDefault: false, updatedAt: NOW } },
    }),
    HrLeaveEvents: () => ({ data: { leaveEvents: leave } }),
    HrDashboardLeave: (call) => {
      const { startDate, endDate } = call.variables['filters'] as { startDate: string; endDate: string };
      return { data: { leaveEvents: leave.filter((l) => l.startDate <= endDate && startDate <= l.endDate) } };
    },
    HrCreateLeaveEvent: (call) => ({ data: { createLeaveEvent: { id: '99', ...(call.variables['input'] as object), user: ann } } }),
    HrUpdateLeaveEvent: (call) => ({
      data: { updateLeaveEvent: { id: call.variables['id'], ...(call.variables['input'] as object), user: ann } },
    }),
    HrDeleteLeaveEvent: (call) => ({ data: { deleteLeaveEvent: call.variables['id'] } }),
    UserPicker: () => ({ data: { users: page([ann, ben]) } }),
    TeamPicker: () => ({ data: { teams: page([{ id: '3', name: 'Search', office: { name: 'London' } }]) } }),
    OfficePicker: () => ({ data: { offices: page([{ id: '1', name: 'London' }]) } }),
    HrTeams: () => ({
      data: {
        teams: page([
          {
            id: '3',
            name: 'Search',
            office: { id: '1', name: 'London' },
            leader: { id: ann.id, fullName: ann.fullName },
            memberCount: 2,
            members: { nodes: [ann, ben].map(({ id, fullName }) => ({ id, fullName })) },
          },
        ]),
      },
    }),
    HrPendingStaff: () => ({ data: { users: page([{ id: '12', fullName: 'Nia New' }], 3) } }),
    HrMonthUtilisation: () => ({
      data: {
        utilisation: {
          total: figure('2026-01-01', 9000, 7200),
          teams: [{ team: { id: '3', name: 'Search' }, total: figure('2026-01-01', 4500, 4050) }],
        },
      },
    }),
    HrUtilisation: () => ({
      data: {
        utilisation: {
          periods: ['2026-01-05', '2026-01-12'],
          peopleCount: 2,
          periodTotals: [figure('2026-01-05', 2250, 2250), figure('2026-01-12', 2250, 1350)],
          total: figure('2026-01-05', 4500, 3600),
          teams: [
            {
              team: { id: '3', name: 'Search' },
              periods: [figure('2026-01-05', 2250, 2250), figure('2026-01-12', 2250, 1350)],
              total: figure('2026-01-05', 4500, 3600),
            },
          ],
          people: [
            { user: { id: ann.id, fullName: ann.fullName }, total: figure('2026-01-05', 2250, 1800) },
            { user: { id: ben.id, fullName: ben.fullName }, total: figure('2026-01-05', 2250, 1800) },
          ],
        },
      },
    }),
  };
}

/** Opens the remote's router (or one `page`) at `path` under /hr-view as a person with `roles`, over the fake API. */
export function openHr(
  path: string,
  {
    roles = ['hr_user'],
    answers = {},
    confirm = true,
    tenant = 'control',
    page,
  }: {
    roles?: string[];
    answers?: Answers;
    confirm?: boolean;
    tenant?: 'control' | 'network';
    /** One page in a MemoryRouter at `path` instead of the remote's router (no lazy loading to wait for). */
    page?: ReactNode;
  } = {},
) {
  const leave = [annualLeave, dentist];
  const known = { ...defaults(leave), ...answers };
  const api = fakeApi((call) => {
    const answer = known[call.operationName];
    return answer ? answer(call) : { errors: [{ message: `the fake HR API has no answer for ${call.operationName}` }] };
  });
  const screen = page
    ? renderScreen(page, { api, path, roles, confirm, tenant })
    : renderScreen(<AppRouter basename="/" />, { api, path, roles, confirm, tenant, ownRouter: true });
  return { ...api, ...screen };
}

import { describe, expect, it } from 'vitest';
import { matrixCell, matrixQueryOf, matrixRange, stepAnchor, type MatrixDay } from './matrix';

// Wednesday 14 January 2026
const TODAY = '2026-01-14';

describe("the matrix's days", () => {
  it('shows this week, Monday to Sunday, until another week or a month is chosen', () => {
    expect(matrixQueryOf({}, TODAY)).toEqual({
      view: 'week',
      anchor: TODAY,
      startDate: '2026-01-12',
      endDate: '2026-01-18',
      teamId: null,
      officeId: null,
    });
    expect(matrixQueryOf({ view: ['month'], date: ['2026-02-10'], team: ['3'], office: ['2'] }, TODAY)).toEqual({
      view: 'month',
      anchor: '2026-02-10',
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      teamId: '3',
      officeId: '2',
    });
    expect(matrixQueryOf({ view: ['year'], date: ['2026-02-30'], team: ['a'] }, TODAY)).toEqual(matrixQueryOf({}, TODAY));
  });

  it('steps a week or a month at a time', () => {
    expect(stepAnchor('week', TODAY, -1)).toBe('2026-01-05');
    expect(stepAnchor('week', TODAY, 1)).toBe('2026-01-19');
    expect(stepAnchor('month', TODAY, 1)).toBe('2026-02-01');
    expect(matrixRange('month', stepAnchor('month', '2026-03-31', -1))).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
  });
});

describe('a matrix cell', () => {
  const day = (over: Partial<MatrixDay>): MatrixDay => ({
    date: '2026-01-14',
    available: 450,
    leaveMinutes: 0,
    target: 450,
    publicHoliday: null,
    leave: [],
    ...over,
  });
  const leave = { id: '1', title: 'Dentist', category: 'other', allDay: false, startTime: '09:00', endTime: '11:00' };

  it('shows the target of a working day, not greyed', () => {
    expect(matrixCell(day({}))).toEqual({ target: 450, greyed: false, weekend: false, publicHoliday: null, leave: [], partDay: false });
  });

  it('marks part-day leave with what is left of the day', () => {
    expect(matrixCell(day({ leaveMinutes: 120, target: 330, leave: [leave] }))).toMatchObject({
      target: 330,
      greyed: false,
      partDay: true,
    });
  });

  it('greys a day with nothing due: all-day leave, a public holiday, a weekend or a day off in the template', () => {
    expect(matrixCell(day({ leaveMinutes: 450, target: 0, leave: [{ ...leave, allDay: true }] }))).toMatchObject({
      greyed: true,
      partDay: false,
    });
    expect(matrixCell(day({ target: 0, publicHoliday: 'New Year' }))).toMatchObject({ greyed: true, publicHoliday: 'New Year' });
    expect(matrixCell(day({ date: '2026-01-17', available: 0, target: 0 }))).toMatchObject({ greyed: true, weekend: true });
    expect(matrixCell(day({ date: '2026-01-17', available: 240, target: 240 }))).toMatchObject({ greyed: false, weekend: true });
  });
});

import { describe, expect, it } from 'vitest';
import type { GraphQLCall } from '@work/shared-ui/testing/fakeGraphQL';
import { bluebird, looseJob, planAnswer, redwood } from './fakePlanApi';
import type { PlanData } from './plan.graphql';
import { placeIn, planModel, projectsShownIn, quartersOfRange, siblingsIn, stepPosition } from './planRows';

const Q1 = { year: 2026, quarter: 1 } as const;
const plan = (startDate: string, endDate: string, projects: unknown[] = [bluebird, redwood]) =>
  planAnswer({ operationName: 'PlanView', variables: { filters: { startDate, endDate } } } as GraphQLCall, projects, [looseJob]).data
    .plan as unknown as PlanData;

describe('the plan’s rows', () => {
  it('puts projects under the quarters of the range by priority, each phase under its parent, unphased jobs by client', () => {
    const model = planModel(plan('2026-01-01', '2026-06-30', [redwood, bluebird]));
    expect(model.quarters.map((q) => [q.key, q.projects.map((p) => p.project.name)])).toEqual([
      ['2026-Q1', ['Bluebird always-on', 'Redwood relaunch']],
      ['2026-Q2', []],
    ]);
    const phases = model.quarters[0]!.projects[0]!.phases.map((p) => [p.phase.name, p.depth]);
    expect(phases).toEqual([
      ['Discovery', 0],
      ['Build', 0],
      ['Setup', 1],
    ]);
    expect(model.quarters[0]!.projects[0]!.span).toEqual({ start: '2026-01-05', end: '2026-03-27' });
    expect(model.unphased.map((c) => [c.clientName, c.jobs.map((j) => j.name)])).toEqual([['Bluebird Travel', ['Loose job']]]);
  });

  it('adds the quarter of a project planned outside the range (shown for a phase inside it)', () => {
    const early = { ...redwood, quarter: { year: 2025, quarter: 4 } };
    expect(planModel(plan('2026-01-01', '2026-03-31', [bluebird, early])).quarters.map((q) => q.key)).toEqual(['2025-Q4', '2026-Q1']);
    expect(quartersOfRange('2025-11-15', '2026-02-01')).toEqual([
      { year: 2025, quarter: 4 },
      { year: 2026, quarter: 1 },
    ]);
  });

  it('knows a phase’s siblings: the same project and parent, in that quarter', () => {
    const model = planModel(plan('2026-01-01', '2026-03-31'));
    const build = bluebird.phases[1] as unknown as PlanData['projects'][number]['phases'][number];
    expect(siblingsIn(model, build, Q1)).toEqual(['21', '22']);
    expect(siblingsIn(model, build, { year: 2026, quarter: 2 })).toEqual([]);
    expect(projectsShownIn(model, Q1)).toEqual(['11', '12']);
  });
});

describe('a reorder’s input', () => {
  const shown = ['1', '2', '3', '4'];

  it('names the index among the others and the ids seen there without the moved item', () => {
    expect(placeIn(Q1, shown, '3', { before: '1' })).toEqual({ quarter: Q1, index: 0, seenIds: ['1', '2', '4'] });
    expect(placeIn(Q1, shown, '1', 'last')).toEqual({ quarter: Q1, index: 3, seenIds: ['2', '3', '4'] });
    expect(placeIn(Q1, ['8'], '1', 'first')).toEqual({ quarter: Q1, index: 0, seenIds: ['8'] });
    expect(placeIn(Q1, [], '1', 'last')).toEqual({ quarter: Q1, index: 0, seenIds: [] });
  });

  it('is nothing when the item would stay where it is', () => {
    expect(placeIn(Q1, shown, '2', { before: '3' })).toBeNull();
    expect(placeIn(Q1, shown, '2', { before: '2' })).toBeNull();
    expect(placeIn(Q1, shown, '1', 'first')).toBeNull();
    expect(placeIn(Q1, shown, '4', 'last')).toBeNull();
    expect(placeIn(Q1, shown, '2', { before: '9' })).toBeNull();
  });

  it('moves up or down one place', () => {
    expect(stepPosition(shown, '3', -1)).toEqual({ before: '2' });
    expect(stepPosition(shown, '2', 1)).toEqual({ before: '4' });
    expect(stepPosition(shown, '3', 1)).toBe('last');
    expect(stepPosition(shown, '1', -1)).toBeNull();
    expect(stepPosition(shown, '4', 1)).toBeNull();
    expect(placeIn(Q1, shown, '2', stepPosition(shown, '2', 1)!)).toEqual({ quarter: Q1, index: 2, seenIds: ['1', '3', '4'] });
  });
});

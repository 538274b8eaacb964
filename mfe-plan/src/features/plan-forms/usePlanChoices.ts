import { useMemo } from 'react';
import { DateTime } from 'luxon';
import { useQuery } from 'urql';
import { PlanFormsChoicesQuery, type PlanChoiceProject } from './planChoices.graphql';

/** The plan's range the forms offer projects and phases from: 6 months back to 9 ahead (the API allows 15 months). */
export function choicesRange(today: string): { startDate: string; endDate: string } {
  const day = DateTime.fromISO(today, { zone: 'utc' });
  return { startDate: day.minus({ months: 6 }).toISODate()!, endDate: day.plus({ months: 9 }).toISODate()! };
}

/** The active projects (with their active phases) the forms offer, once `today` is known. */
export function usePlanChoices(today: string | null): { projects: PlanChoiceProject[]; fetching: boolean; failed: boolean } {
  const filters = useMemo(() => (today ? { ...choicesRange(today), includeCompleted: false } : null), [today]);
  const [{ data, fetching, error }] = useQuery({
    query: PlanFormsChoicesQuery,
    variables: { filters: filters ?? { startDate: '', endDate: '' }, pagination: { page: 1, limit: 100 } },
    pause: !filters,
  });
  const projects = useMemo(
    () =>
      (data?.plan.projects ?? [])
        .filter((p) => p.status === 'active')
        .map((p) => ({ ...p, phases: p.phases.filter((phase) => phase.status === 'active') })),
    [data],
  );
  return { projects, fetching: fetching || !filters, failed: Boolean(error) && !data };
}

/** The active phases of a client's projects, as Select options ("Project › Phase"). */
export function phaseOptionsOf(projects: readonly PlanChoiceProject[], clientId: string | null) {
  return projects
    .filter((p) => clientId !== null && p.clientId === clientId)
    .flatMap((p) => p.phases.map((phase) => ({ value: phase.id, label: `${p.name} › ${phase.name}` })));
}

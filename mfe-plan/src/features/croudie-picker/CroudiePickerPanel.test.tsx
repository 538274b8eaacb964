// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { choose, LOADED } from '../plan-forms/planFormsTesting';
import { CroudiePickerPanel } from './CroudiePickerPanel';
import { cara, dan, eve, pickerAnswer, pickerDrawer, renderPicker, type Answers } from './croudiePickerTesting';
import type { PickedPerson } from './pickerQuery';

beforeEach(inlineStyles);
afterEach(() => {
  cleanup();
  restoreStyles();
});

/** The panel as the task form holds it: Add and Pick top 5 append to the chosen people. */
function openPicker({ answers, chosen = [] }: { answers?: Answers; chosen?: PickedPerson[] } = {}) {
  const added: PickedPerson[][] = [];
  function Form() {
    const [people, setPeople] = useState<PickedPerson[]>(chosen);
    return (
      <CroudiePickerPanel
        clientId="7"
        selectedIds={people.map((p) => p.id)}
        onAdd={(more) => {
          added.push(more);
          setPeople((was) => [...was, ...more.filter((p) => !was.some((w) => w.id === p.id))]);
        }}
      />
    );
  }
  const api = renderPicker(<Form />, { answers });
  fireEvent.click(screen.getByRole('button', { name: 'Find croudies' }));
  return { ...api, added };
}

const drawer = pickerDrawer;
const list = (panel: HTMLElement, name: string) => within(panel).findByRole('list', { name }, LOADED);
const rows = (ul: HTMLElement) =>
  within(ul)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === ul);
const names = (ul: HTMLElement) => rows(ul).map((li) => li.getAttribute('aria-label'));
const lastInput = (callsOf: (name: string) => { variables: Record<string, unknown> }[]) =>
  callsOf('ScoredCroudies').at(-1)!.variables['input'] as Record<string, unknown>;

describe('the croudie picker', { timeout: 30_000 }, () => {
  it('asks for the task’s client with the form’s people and shows the scored croudies with their scores explained', async () => {
    const { callsOf } = openPicker({ chosen: [{ id: '42', name: 'Dan Doer' }] });
    const panel = await drawer();
    const scored = await list(panel, 'Scored');
    expect(callsOf('ScoredCroudies')[0]!.variables).toEqual({
      input: { clientId: '7', selectedIds: ['42'], pagination: { page: 1, limit: 10 }, newPagination: { page: 1, limit: 10 } },
    });
    expect(names(scored)).toEqual(['Cara Croudie', 'Dan Doer', 'Eve Editor']);
    const caraRow = within(scored).getByRole('listitem', { name: 'Cara Croudie' });
    expect(within(caraRow).getByText('82')).toBeTruthy();
    expect(within(caraRow).getByText('France · £25.00 an hour')).toBeTruthy();
    expect(within(within(scored).getByRole('listitem', { name: 'Eve Editor' })).getByText('No country')).toBeTruthy();

    const why = within(caraRow).getByRole('button', { name: 'Why 82 for Cara Croudie?' });
    expect(why.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(why);
    expect(why.getAttribute('aria-expanded')).toBe('true');
    const reasons = within(caraRow).getByRole('list', { name: 'Score of Cara Croudie' });
    const lines = within(reasons)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(lines).toEqual([
      'Speaks 2 of 3 languages: English, French16.7 of 25',
      'No open tasks20 of 20',
      'Not rated yet: a neutral score10 of 20',
      'Has worked for Bluebird Travel10 of 10',
    ]);
    expect(within(reasons).getAllByRole('img', { name: 'Counts' })).toHaveLength(3);
    expect(within(reasons).getAllByRole('img', { name: 'Does not count' })).toHaveLength(1);

    // already in the form: no second Add
    const danAdded = within(within(scored).getByRole('listitem', { name: 'Dan Doer' })).getByRole('button', { name: 'Dan Doer added' });
    expect((danAdded as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows new croudies apart and the selected ones with their scores', async () => {
    openPicker({ chosen: [{ id: '43', name: 'Eve Editor' }] });
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('tab', { name: 'New (1)' }));
    const fresh = await list(panel, 'New');
    expect(names(fresh)).toEqual(['Finn Fresh']);
    expect(within(fresh).getByText('Germany')).toBeTruthy();
    expect(within(rows(fresh)[0]!).getByText('New', { selector: '.ant-tag' })).toBeTruthy();

    fireEvent.click(within(panel).getByRole('tab', { name: 'Selected (1)' }));
    const selected = await list(panel, 'Selected');
    expect(names(selected)).toEqual(['Eve Editor']);
    expect(within(rows(selected)[0]!).getByText('57')).toBeTruthy();
    expect(within(rows(selected)[0]!).getByRole('button', { name: 'Eve Editor added' })).toBeTruthy();
  });

  it('Add hands the croudie to the form as “first last” and asks again with them selected', async () => {
    const { added, callsOf } = openPicker();
    const panel = await drawer();
    const scored = await list(panel, 'Scored');
    fireEvent.click(within(scored).getByRole('button', { name: 'Add Cara Croudie' }));
    expect(added).toEqual([[{ id: '41', name: 'Cara Croudie' }]]);
    const done = within(scored).getByRole('button', { name: 'Cara Croudie added' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(done.textContent).toBe('Added');
    await waitFor(() => expect(lastInput(callsOf)['selectedIds']).toEqual(['41']));
    expect(await within(panel).findByRole('tab', { name: 'Selected (1)' })).toBeTruthy();
  });

  it('Pick top 5 adds the top five in order, leaving out the people already chosen, and says how many', async () => {
    const { added, callsOf } = openPicker({
      chosen: [{ id: '41', name: 'Cara Croudie' }],
      answers: {
        ScoredCroudies: (call) => pickerAnswer(call, { scored: [cara, dan, eve], topFive: ['44', '43', '41', '42', '45'] }),
        // Finn (new) and Gus are on no list the picker has shown: their names are asked for
        ScoredCroudieNames: () => ({
          data: {
            croudies: {
              nodes: [
                { id: '45', firstName: 'Gus', lastName: 'Grant' },
                { id: '44', firstName: 'Finn', lastName: 'Fresh' },
              ],
            },
          },
        }),
      },
    });
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pick top 5' }));
    expect(await within(panel).findByText('Added 4 croudies to the task')).toBeTruthy();
    expect(added).toEqual([
      [
        { id: '44', name: 'Finn Fresh' },
        { id: '43', name: 'Eve Editor' },
        { id: '42', name: 'Dan Doer' },
        { id: '45', name: 'Gus Grant' },
      ],
    ]);
    // Finn is on the New list the picker loaded; only Gus had to be named
    expect(callsOf('ScoredCroudieNames')[0]!.variables).toEqual({ ids: ['45'] });
  });

  it('Pick top 5 says so when everyone is already chosen, and is off when nobody is offered', async () => {
    const { added } = openPicker({
      chosen: [{ id: '41', name: 'Cara Croudie' }],
      // an answer from before Cara was chosen
      answers: { ScoredCroudies: (call) => pickerAnswer(call, { topFive: ['41'], keepSelectedInTopFive: true }) },
    });
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pick top 5' }));
    expect(await within(panel).findByText('Everyone in the top 5 is already chosen')).toBeTruthy();
    expect(added).toEqual([]);
    cleanup();

    openPicker({ answers: { ScoredCroudies: (call) => pickerAnswer(call, { scored: [], fresh: [], topFive: [] }) } });
    const empty = await drawer();
    expect(await within(empty).findAllByText('No croudies found', {}, LOADED)).toHaveLength(1);
    expect((within(empty).getByRole('button', { name: 'Pick top 5' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says one croudie was added, and that the top 5 could not be added when their names cannot be found', async () => {
    const { added } = openPicker({ answers: { ScoredCroudies: (call) => pickerAnswer(call, { topFive: ['42'] }) } });
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('button', { name: 'Pick top 5' }));
    expect(await within(panel).findByRole('status')).toHaveProperty('textContent', expect.stringContaining('Added 1 croudie to the task'));
    expect(added).toEqual([[{ id: '42', name: 'Dan Doer' }]]);
    cleanup();

    const failed = openPicker({
      answers: {
        ScoredCroudies: (call) => pickerAnswer(call, { topFive: ['46'] }),
        ScoredCroudieNames: () => ({ errors: [{ message: 'Internal error' }] }),
      },
    });
    const again = await drawer();
    await list(again, 'Scored');
    fireEvent.click(within(again).getByRole('button', { name: 'Pick top 5' }));
    const alert = await within(again).findByRole('alert');
    expect(alert.textContent).toContain('Unable to add the top 5. Please try again.');
    expect(failed.added).toEqual([]);
  });

  it('shows a loading state first, and marks a selected croudie this search no longer offers', async () => {
    const hidden = { ...eve, offered: false };
    openPicker({
      chosen: [{ id: '43', name: 'Eve Editor' }],
      answers: {
        ScoredCroudies: (call) => {
          const answer = pickerAnswer(call) as { data: { croudiePicker: { selected: unknown[] } } };
          answer.data.croudiePicker.selected = [{ ...hidden, selected: true }];
          return answer;
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading croudies' })).toBeTruthy();
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Selected (1)' }));
    const selected = await list(panel, 'Selected');
    expect(within(rows(selected)[0]!).getByText('Not offered by this search')).toBeTruthy();
  });

  it('says when nobody is chosen yet', async () => {
    openPicker();
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('tab', { name: 'Selected (0)' }));
    expect(await within(panel).findByText('No croudies chosen yet')).toBeTruthy();
  });

  it('searches by name or e-mail after the 500 ms debounce, from the first page', async () => {
    const { callsOf } = openPicker({ answers: { ScoredCroudies: (call) => pickerAnswer(call, { scoredTotal: 25 }) } });
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByTitle('2'));
    await waitFor(() => expect(lastInput(callsOf)['pagination']).toEqual({ page: 2, limit: 10 }));
    const box = within(panel).getByRole('textbox', { name: 'Search croudies' });
    fireEvent.change(box, { target: { value: 'ca' } });
    fireEvent.change(box, { target: { value: ' cara@ ' } });
    const before = callsOf('ScoredCroudies').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsOf('ScoredCroudies')).toHaveLength(before);
    await waitFor(() => expect(lastInput(callsOf)['search']).toBe('cara@'), LOADED);
    expect(lastInput(callsOf)['pagination']).toEqual({ page: 1, limit: 10 });
    expect(callsOf('ScoredCroudies').some((c) => (c.variables['input'] as { search?: string }).search === 'ca')).toBe(false);
  });

  it('sends the filters that are set: location, clients, languages, qualifications, verticals and the rate range', async () => {
    const { callsOf } = openPicker();
    const panel = await drawer();
    await list(panel, 'Scored');
    fireEvent.click(within(panel).getByRole('button', { name: 'Filters' }));
    await choose(panel, 'Location', 'France');
    await choose(panel, 'Clients worked for', 'Quiet Co');
    await choose(panel, 'Languages', 'English');
    await choose(panel, 'Languages', 'French');
    await choose(panel, 'Qualifications', 'Google Ads');
    await choose(panel, 'Vertical experience', 'Travel');
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Minimum hourly rate' }), { target: { value: '10' } });
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Maximum hourly rate' }), { target: { value: '30.5' } });
    await waitFor(
      () =>
        expect(lastInput(callsOf)['filters']).toEqual({
          countryCodes: ['FR'],
          clientIds: ['8'],
          languageCodes: ['en', 'fr'],
          qualificationIds: ['31'],
          verticalIds: ['21'],
          hourlyRateMin: 10,
          hourlyRateMax: 30.5,
        }),
      LOADED,
    );
    expect(within(panel).getByRole('button', { name: 'Filters (7)' })).toBeTruthy();

    // a minimum above the maximum is said, and the rates stay out of the query
    fireEvent.change(within(panel).getByRole('spinbutton', { name: 'Minimum hourly rate' }), { target: { value: '40' } });
    expect(await within(panel).findByText('The minimum hourly rate must not be above the maximum')).toBeTruthy();
    await waitFor(() => expect(lastInput(callsOf)['filters']).not.toHaveProperty('hourlyRateMin'), LOADED);
    expect(lastInput(callsOf)['filters']).not.toHaveProperty('hourlyRateMax');

    fireEvent.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastInput(callsOf)).not.toHaveProperty('filters'));
  });

  it('says when the croudies cannot be loaded, and Retry asks again', async () => {
    let failing = true;
    const { callsOf } = openPicker({
      answers: {
        ScoredCroudies: (call) =>
          failing
            ? { errors: [{ message: 'Only staff who author tasks can use the croudie picker', extensions: { code: 'FORBIDDEN' } }] }
            : pickerAnswer(call),
      },
    });
    const panel = await drawer();
    const alert = await within(panel).findByRole('alert', {}, LOADED);
    expect(within(alert).getByText('Unable to load croudies. Please try again.')).toBeTruthy();
    expect(within(alert).getByText('Only staff who author tasks can use the croudie picker')).toBeTruthy();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(names(await list(panel, 'Scored'))).toEqual(['Cara Croudie', 'Dan Doer', 'Eve Editor']);
    expect(callsOf('ScoredCroudies')).toHaveLength(2);
    expect(within(panel).queryByRole('alert')).toBeNull();
  });
});

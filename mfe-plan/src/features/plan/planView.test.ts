import { describe, expect, it } from 'vitest';
import { planRange } from './planRange';
import { DEFAULT_VIEW, planVariables, readView, writeView } from './planView';

describe('the plan’s view in the URL', () => {
  it('reads every filter and toggle, and defaults what is missing or malformed', () => {
    expect(readView(new URLSearchParams(''))).toEqual(DEFAULT_VIEW);
    expect(
      readView(
        new URLSearchParams(
          'zoom=quarter&from=2026-02-10&owner=7&types=3,x,4&channels=70&client=%20blue%20&showOwner=1&showClients=0&drafts=1&completed=1&page=3',
        ),
      ),
    ).toEqual({
      zoom: 'quarter',
      from: '2026-02-10',
      ownerId: '7',
      channelTypeIds: ['3', '4'],
      channelIds: ['70'],
      clientSearch: 'blue',
      showOwner: true,
      showClients: false,
      includeDrafts: true,
      includeCompleted: true,
      page: 3,
    });
    expect(readView(new URLSearchParams('zoom=year&from=2026-02-31&owner=abc&page=-2'))).toEqual(DEFAULT_VIEW);
  });

  it('writes changes, leaves defaults out, and goes back to page 1 when the listing changes', () => {
    const params = new URLSearchParams('page=3&showOwner=1');
    expect(writeView(params, { ownerId: '7', channelIds: ['1', '2'] }).toString()).toBe('showOwner=1&owner=7&channels=1%2C2');
    expect(writeView(params, { showClients: false }).toString()).toBe('page=3&showOwner=1&showClients=0');
    expect(writeView(params, { page: 4 }).toString()).toBe('page=4&showOwner=1');
    expect(writeView(new URLSearchParams('owner=7&drafts=1'), { ownerId: null, includeDrafts: false }).toString()).toBe('');
  });

  it('turns the view into the plan query’s variables', () => {
    const view = { ...DEFAULT_VIEW, ownerId: '7', clientSearch: '', includeCompleted: true, page: 2 };
    expect(planVariables(view, planRange('month', '2026-01-14'))).toEqual({
      filters: {
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        ownerId: '7',
        channelTypeIds: [],
        channelIds: [],
        clientSearch: null,
        includeDrafts: false,
        includeCompleted: true,
      },
      pagination: { page: 2, limit: 25 },
    });
  });
});

import { isIsoDay } from './days';
import type { PlanViewVariables } from './plan.graphql';
import { DEFAULT_ZOOM, ZOOMS, type PlanRange, type Zoom } from './planRange';

/** Projects per page of the plan (one of §9's page sizes; the API's default). */
export const PLAN_PAGE_SIZE = 25;

/** What the plan page shows, all of it in the URL's search params so a reload or a shared link keeps it. */
export interface PlanViewState {
  zoom: Zoom;
  /** The day the range is taken from; null: today. */
  from: string | null;
  ownerId: string | null;
  channelTypeIds: string[];
  channelIds: string[];
  clientSearch: string;
  showOwner: boolean;
  showClients: boolean;
  includeDrafts: boolean;
  includeCompleted: boolean;
  page: number;
}

/** The URL's name for each part of the state. */
const PARAM = {
  zoom: 'zoom',
  from: 'from',
  ownerId: 'owner',
  channelTypeIds: 'types',
  channelIds: 'channels',
  clientSearch: 'client',
  showOwner: 'showOwner',
  showClients: 'showClients',
  includeDrafts: 'drafts',
  includeCompleted: 'completed',
  page: 'page',
} as const satisfies Record<keyof PlanViewState, string>;

export const DEFAULT_VIEW: PlanViewState = {
  zoom: DEFAULT_ZOOM,
  from: null,
  ownerId: null,
  channelTypeIds: [],
  channelIds: [],
  clientSearch: '',
  showOwner: false,
  showClients: true,
  includeDrafts: false,
  includeCompleted: false,
  page: 1,
};

const ID = /^[1-9][0-9]{0,9}$/;
const ids = (value: string | null) => (value ?? '').split(',').filter((id) => ID.test(id));
const flag = (value: string | null, fallback: boolean) => (value === '1' ? true : value === '0' ? false : fallback);

/** The view the URL names; anything missing or malformed is its default. */
export function readView(params: URLSearchParams): PlanViewState {
  const zoom = params.get(PARAM.zoom);
  const from = params.get(PARAM.from);
  const owner = params.get(PARAM.ownerId);
  const page = Number(params.get(PARAM.page));
  return {
    zoom: (ZOOMS as readonly string[]).includes(zoom ?? '') ? (zoom as Zoom) : DEFAULT_VIEW.zoom,
    from: isIsoDay(from) ? from : null,
    ownerId: owner && ID.test(owner) ? owner : null,
    channelTypeIds: ids(params.get(PARAM.channelTypeIds)),
    channelIds: ids(params.get(PARAM.channelIds)),
    clientSearch: (params.get(PARAM.clientSearch) ?? '').trim(),
    showOwner: flag(params.get(PARAM.showOwner), DEFAULT_VIEW.showOwner),
    showClients: flag(params.get(PARAM.showClients), DEFAULT_VIEW.showClients),
    includeDrafts: flag(params.get(PARAM.includeDrafts), DEFAULT_VIEW.includeDrafts),
    includeCompleted: flag(params.get(PARAM.includeCompleted), DEFAULT_VIEW.includeCompleted),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** What changes the projects listed: a change of one goes back to the first page. */
const LISTING: readonly (keyof PlanViewState)[] = [
  'zoom',
  'from',
  'ownerId',
  'channelTypeIds',
  'channelIds',
  'clientSearch',
  'includeDrafts',
  'includeCompleted',
];

/** The URL's params with `changes` applied; defaults leave the URL, and other params stay as they are. */
export function writeView(params: URLSearchParams, changes: Partial<PlanViewState>): URLSearchParams {
  const next = new URLSearchParams(params);
  const changed = { ...changes };
  if (LISTING.some((key) => key in changes) && !('page' in changes)) changed.page = 1;
  for (const [key, value] of Object.entries(changed) as [keyof PlanViewState, PlanViewState[keyof PlanViewState]][]) {
    const name = PARAM[key];
    const fallback = DEFAULT_VIEW[key];
    const text = Array.isArray(value) ? value.join(',') : typeof value === 'boolean' ? (value ? '1' : '0') : String(value ?? '');
    const isDefault = Array.isArray(value) ? value.length === 0 : value === fallback || text === '';
    if (isDefault) next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/** The plan query's variables for a view and its range. */
export function planVariables(view: PlanViewState, range: PlanRange): PlanViewVariables {
  return {
    filters: {
      startDate: range.startDate,
      endDate: range.endDate,
      ownerId: view.ownerId,
      channelTypeIds: view.channelTypeIds,
      channelIds: view.channelIds,
      clientSearch: view.clientSearch || null,
      includeDrafts: view.includeDrafts,
      includeCompleted: view.includeCompleted,
    },
    pagination: { page: view.page, limit: PLAN_PAGE_SIZE },
  };
}

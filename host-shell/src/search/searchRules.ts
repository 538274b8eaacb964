/** The control search box (shell-and-freelancer.md §2 Global search, §7 REST GET clients / GET tasks, §9). */
import { useEffect, useState } from 'react';
import { TASK_STATES } from '@work/shared-contracts';

export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_RESULTS_PER_LIST = 3;
/** Deleted (withdrawn) tasks are left out of the search box; every other state is searched. */
export const SEARCHED_TASK_STATES = TASK_STATES.filter((s) => s !== 'withdrawn');
const CLIENT_STATES = ['active', 'pending'];

export interface ClientHit {
  id: number;
  name: string;
}
export interface TaskHit {
  id: number;
  name: string;
  state: string;
  client?: { name: string };
  owner?: { full_name: string };
}
export interface SearchList<T> {
  total: number;
  items: T[];
}
export interface SearchResults {
  clients: SearchList<ClientHit>;
  tasks: SearchList<TaskHit>;
}

/** What is searched for: trimmed, and nothing at all for a blank box. */
export function searchTerm(input: string): string | null {
  const term = input.trim();
  return term ? term.slice(0, 200) : null;
}

export function clientSearchPath(term: string): string {
  const q = new URLSearchParams({
    search: term,
    state: CLIENT_STATES.join(','),
    limit: String(SEARCH_RESULTS_PER_LIST),
    fields: 'id,name',
    ordering: 'name',
  });
  return `/api/platform/clients?${q}`;
}

export function taskSearchPath(term: string, onlyMine: boolean, userId: string | null): string {
  const q = new URLSearchParams({
    fields: 'id,name,state,client.name,owner.full_name',
    state: SEARCHED_TASK_STATES.join(','),
    search: term,
    is_next_scheduled_only: 'true',
    limit: String(SEARCH_RESULTS_PER_LIST),
  });
  if (onlyMine && userId) q.set('user_id', userId);
  return `/api/platform/tasks?${q}`;
}

/** At most 3 a list, whatever the server sent; the count is the server's total. */
export function toList<T>(body: { total?: number; results?: T[] }): SearchList<T> {
  const items = (body.results ?? []).slice(0, SEARCH_RESULTS_PER_LIST);
  return { total: Math.max(body.total ?? items.length, items.length), items };
}

export function noResults(results: SearchResults): boolean {
  return results.clients.total === 0 && results.tasks.total === 0;
}

export const clientLink = (id: number) => `/client/${id}`;
export const taskLink = (id: number) => `/work/task/${id}`;

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

async function getJson<T>(apiFetch: Fetch, path: string, signal?: AbortSignal): Promise<T> {
  const res = await apiFetch(path, signal ? { signal } : {});
  if (!res.ok) throw new Error(`${path.split('?')[0]} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Both lists at once. */
export async function searchAll(
  apiFetch: Fetch,
  term: string,
  opts: { onlyMine: boolean; userId: string | null; signal?: AbortSignal },
): Promise<SearchResults> {
  const [clients, tasks] = await Promise.all([
    getJson<{ total: number; results: ClientHit[] }>(apiFetch, clientSearchPath(term), opts.signal),
    getJson<{ total: number; results: TaskHit[] }>(apiFetch, taskSearchPath(term, opts.onlyMine, opts.userId), opts.signal),
  ]);
  return { clients: toList(clients), tasks: toList(tasks) };
}

/** The value, once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Selecting a calendar event card toggles it. */
export function toggleSelection(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}

export interface EventLike {
  id: string;
  summary: string;
  start: string;
  end: string;
}

/** What the selected events put into the entry form: their summaries and their total length (capped at 600). */
export function prefillFromEvents(events: readonly EventLike[], selected: readonly string[]): { summary: string; minutes: number } | null {
  const chosen = events.filter((e) => selected.includes(e.id));
  if (chosen.length === 0) return null;
  const minutes = chosen.reduce((sum, e) => sum + Math.max(0, Math.round((Date.parse(e.end) - Date.parse(e.start)) / 60_000)), 0);
  return { summary: chosen.map((e) => e.summary).join('; '), minutes: Math.min(600, minutes) };
}

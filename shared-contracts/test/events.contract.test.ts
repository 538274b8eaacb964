// Contract test of the versioned event catalogue (ADR 0244): the current event schemas (src/event-catalogue.ts) against
// their last published shapes in events/published/*.json. A change that would break existing subscribers or publishers
// fails here, naming the event and the field. A compatible change fails too until its snapshot is recorded:
//   npx pnpm@10.34.8 --filter @work/shared-contracts events:snapshot
// which writes the new shapes (and raises each changed event's version) and refuses a breaking change.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE } from '../src/event-catalogue';
import { breakingChanges, describeCatalogue, type CatalogueDescriptor, type ShapeDescriptor } from '../src/event-compat';

interface PublishedEvent {
  event: string;
  version: number;
  schema: ShapeDescriptor;
}

const dir = path.resolve(import.meta.dirname, '../events/published');
/** `task-credit:open` → `task-credit_open.json` (no colon in file names). */
const fileOf = (event: string) => `${event.replace(/:/g, '_')}.json`;

const published: PublishedEvent[] = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => ({ file: f, ...(JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as PublishedEvent) }))
      .map(({ file, ...rest }) => {
        if (fileOf(rest.event) !== file) throw new Error(`${file} records "${rest.event}": the file should be ${fileOf(rest.event)}`);
        return rest;
      })
  : [];
const previous: CatalogueDescriptor = Object.fromEntries(published.map((p) => [p.event, p.schema]));
const current = describeCatalogue(EVENT_CATALOGUE);
const breaking = breakingChanges(previous, current);
const unrecorded = Object.keys(current).filter((event) => JSON.stringify(previous[event]) !== JSON.stringify(current[event]));

if (process.env.EVENTS_SNAPSHOT === 'write') {
  // The events:snapshot command: record the current shapes. A breaking change is refused unless explicitly allowed
  // (after every subscriber has moved off the old shape: ADR 0244).
  if (breaking.length && process.env.EVENTS_ALLOW_BREAKING !== '1') {
    throw new Error(`refusing to record breaking changes:\n${breaking.map((b) => `  ${b.message}`).join('\n')}`);
  }
  mkdirSync(dir, { recursive: true });
  for (const p of published) if (!(p.event in current)) rmSync(path.join(dir, fileOf(p.event)));
  for (const event of unrecorded) {
    const version = (published.find((p) => p.event === event)?.version ?? 0) + 1;
    const record: PublishedEvent = { event, version, schema: current[event]! };
    writeFileSync(path.join(dir, fileOf(event)), `${JSON.stringify(record, null, 2)}\n`);
  }
}

describe('event catalogue contract', () => {
  const recordingBreaking = process.env.EVENTS_SNAPSHOT === 'write' && process.env.EVENTS_ALLOW_BREAKING === '1';
  it.skipIf(recordingBreaking)('changes no published event in a way that breaks its subscribers', () => {
    expect(breaking.map((b) => b.message)).toEqual([]);
  });

  it.skipIf(process.env.EVENTS_SNAPSHOT === 'write')(
    'has every event recorded as published (after a compatible change: pnpm --filter @work/shared-contracts events:snapshot)',
    () => {
      expect(unrecorded).toEqual([]);
    },
  );
});

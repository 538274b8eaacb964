import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { EVENT_CATALOGUE } from './event-catalogue';
import { breakingChanges, describeCatalogue, describeSchema, type BreakingRule } from './event-compat';

/** The breaking changes from one version of an event's payload schema to the next, as [rule, field] pairs. */
const changes = (previous: v.GenericSchema, next: v.GenericSchema) =>
  breakingChanges({ 'demo:event': describeSchema(previous) }, { 'demo:event': describeSchema(next) }).map((c) => [c.rule, c.field]);
const breaks = (rule: BreakingRule, field: string | null) => [[rule, field]];

const Id = v.pipe(v.string(), v.minLength(1));

describe('breakingChanges: what breaks existing subscribers', () => {
  it('a removed event', () => {
    const previous = describeCatalogue({ 'a:one': v.object({}), 'a:two': v.object({}) });
    const next = describeCatalogue({ 'a:one': v.object({}) });
    expect(breakingChanges(previous, next)).toEqual([
      { event: 'a:two', field: null, rule: 'event-removed', message: 'a:two: the event was removed' },
    ]);
  });

  it('a removed field, named with its path', () => {
    expect(changes(v.object({ id: Id, date: v.string() }), v.object({ id: Id }))).toEqual(breaks('field-removed', 'date'));
    expect(changes(v.object({ client: v.object({ id: Id, name: v.string() }) }), v.object({ client: v.object({ id: Id }) }))).toEqual(
      breaks('field-removed', 'client.name'),
    );
    expect(changes(v.object({ tags: v.array(v.object({ id: Id })) }), v.object({ tags: v.array(v.object({})) }))).toEqual(
      breaks('field-removed', 'tags[].id'),
    );
  });

  it('a field that became optional', () => {
    expect(changes(v.object({ date: v.string() }), v.object({ date: v.optional(v.string()) }))).toEqual(breaks('became-optional', 'date'));
    expect(changes(v.object({ date: v.string() }), v.object({ date: v.union([v.string(), v.undefined()]) }))).toEqual(
      breaks('became-optional', 'date'),
    );
  });

  it('a field that became nullable (nullish: optional and nullable)', () => {
    expect(changes(v.object({ date: v.string() }), v.object({ date: v.nullable(v.string()) }))).toEqual(breaks('became-nullable', 'date'));
    expect(changes(v.object({ date: v.string() }), v.object({ date: v.nullish(v.string()) }))).toEqual([
      ['became-optional', 'date'],
      ['became-nullable', 'date'],
    ]);
  });

  it('an optional field that became required (publishers that leave it out would be refused)', () => {
    expect(changes(v.object({ date: v.optional(v.string()) }), v.object({ date: v.string() }))).toEqual(breaks('became-required', 'date'));
  });

  it('a string narrowed to a literal or a picklist', () => {
    expect(changes(v.object({ color: v.string() }), v.object({ color: v.literal('red') }))).toEqual(breaks('narrowed', 'color'));
    expect(changes(v.object({ color: v.string() }), v.object({ color: v.picklist(['red', 'blue']) }))).toEqual(breaks('narrowed', 'color'));
  });

  it('fewer picklist or union members', () => {
    expect(changes(v.object({ color: v.picklist(['red', 'blue']) }), v.object({ color: v.picklist(['red']) }))).toEqual(
      breaks('narrowed', 'color'),
    );
    expect(changes(v.object({ n: v.union([v.string(), v.number()]) }), v.object({ n: v.string() }))).toEqual(breaks('narrowed', 'n'));
  });

  it('a number that became integer-only, and any newly added or tightened constraint', () => {
    expect(changes(v.object({ n: v.number() }), v.object({ n: v.pipe(v.number(), v.integer()) }))).toEqual(breaks('narrowed', 'n'));
    expect(changes(v.object({ id: v.string() }), v.object({ id: Id }))).toEqual(breaks('narrowed', 'id'));
    expect(changes(v.object({ id: Id }), v.object({ id: v.pipe(v.string(), v.minLength(3)) }))).toEqual(breaks('narrowed', 'id'));
    expect(changes(v.object({ d: v.string() }), v.object({ d: v.pipe(v.string(), v.regex(/^\d+$/)) }))).toEqual(breaks('narrowed', 'd'));
    expect(changes(v.object({ tags: v.array(v.string()) }), v.object({ tags: v.pipe(v.array(v.string()), v.maxLength(3)) }))).toEqual(
      breaks('narrowed', 'tags'),
    );
  });

  it('a field that no longer accepts null, and a changed transformation', () => {
    expect(changes(v.object({ d: v.nullable(v.string()) }), v.object({ d: v.string() }))).toEqual(breaks('narrowed', 'd'));
    expect(changes(v.object({ d: v.string() }), v.object({ d: v.pipe(v.string(), v.trim()) }))).toEqual(breaks('narrowed', 'd'));
  });

  it('a field whose type was replaced', () => {
    expect(changes(v.object({ date: v.string() }), v.object({ date: v.number() }))).toEqual(breaks('type-changed', 'date'));
  });

  it('an object that became strict (unknown keys refused)', () => {
    expect(changes(v.object({ id: Id }), v.strictObject({ id: Id }))).toEqual(breaks('narrowed', null));
  });

  it('names the event and the field in its message', () => {
    const [change] = breakingChanges(
      { 'journal:saved': describeSchema(v.object({ journalId: Id, date: v.string() })) },
      { 'journal:saved': describeSchema(v.object({ journalId: Id })) },
    );
    expect(change?.message).toBe('journal:saved: date was removed');
  });
});

describe('breakingChanges: what is accepted', () => {
  it('the same schema', () => {
    const catalogue = describeCatalogue(EVENT_CATALOGUE);
    expect(breakingChanges(catalogue, describeCatalogue(EVENT_CATALOGUE))).toEqual([]);
  });

  it('a new event', () => {
    expect(breakingChanges({}, describeCatalogue({ 'a:new': v.object({ id: Id }) }))).toEqual([]);
  });

  it('a new optional or required field', () => {
    expect(changes(v.object({ id: Id }), v.object({ id: Id, note: v.optional(v.string()) }))).toEqual([]);
    expect(changes(v.object({ id: Id }), v.object({ id: Id, date: v.string() }))).toEqual([]);
  });

  it('a widened type: more picklist or union members, a literal widened to its type, a constraint loosened or removed', () => {
    expect(changes(v.object({ c: v.picklist(['red']) }), v.object({ c: v.picklist(['red', 'blue']) }))).toEqual([]);
    expect(changes(v.object({ c: v.literal('red') }), v.object({ c: v.string() }))).toEqual([]);
    expect(changes(v.object({ c: v.picklist(['red', 'blue']) }), v.object({ c: v.pipe(v.string(), v.minLength(1)) }))).toEqual([]);
    expect(changes(v.object({ n: v.string() }), v.object({ n: v.union([v.string(), v.number()]) }))).toEqual([]);
    expect(changes(v.object({ n: v.pipe(v.number(), v.integer()) }), v.object({ n: v.number() }))).toEqual([]);
    expect(changes(v.object({ id: v.pipe(v.string(), v.minLength(3)) }), v.object({ id: Id }))).toEqual([]);
    expect(changes(v.object({ d: v.nullable(v.string()) }), v.object({ d: v.nullable(v.string()) }))).toEqual([]);
  });
});

describe('describeSchema', () => {
  it('records types, fields, wrappers, options and checks as plain JSON', () => {
    expect(describeSchema(v.object({ d: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/))), c: v.picklist(['a', 'b']) }))).toEqual({
      type: 'object',
      entries: {
        d: { type: 'optional', wrapped: { type: 'string', checks: [{ kind: 'validation', type: 'regex', requirement: '/^\\d{4}$/' }] } },
        c: { type: 'picklist', options: ['a', 'b'] },
      },
    });
  });
});

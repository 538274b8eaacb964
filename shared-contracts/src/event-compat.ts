import type * as v from 'valibot';

/*
 * The event catalogue's compatibility rule (ADR 0244). Each event's payload schema is recorded as a small JSON
 * descriptor (shared-contracts/events/published/*.json, written by `events:snapshot`); `breakingChanges` compares the
 * last published descriptors with the current ones and lists every change that would break existing subscribers or
 * publishers: an event or field removed, a field that became optional or nullable (or required), a narrowed type
 * (string → literal or picklist, fewer union or picklist members, a number that became integer-only, a new or tighter
 * constraint such as minLength), a type replaced by another. Adding a field (optional or required) or widening a type
 * (more members, a constraint removed or loosened) is accepted.
 */

/** A check in a schema's pipe: a validation (`min_length` 1, `regex` "/…/") or a transformation. */
export interface CheckDescriptor {
  kind: 'validation' | 'transformation';
  type: string;
  requirement?: unknown;
}

/** The published shape of a schema: what the compatibility rule compares (JSON, committed in snapshots). */
export interface ShapeDescriptor {
  type: string;
  checks?: CheckDescriptor[];
  /** object, loose_object, strict_object */
  entries?: Record<string, ShapeDescriptor>;
  /** array */
  item?: ShapeDescriptor;
  /** union (schemas) and picklist (values) */
  options?: ShapeDescriptor[] | unknown[];
  /** literal */
  literal?: unknown;
  /** optional, nullable, nullish, undefinedable, exact_optional, non_optional… */
  wrapped?: ShapeDescriptor;
}

/** Event name → its payload's shape. */
export type CatalogueDescriptor = Record<string, ShapeDescriptor>;

export type BreakingRule =
  'event-removed' | 'field-removed' | 'became-optional' | 'became-nullable' | 'became-required' | 'narrowed' | 'type-changed';

export interface BreakingChange {
  event: string;
  /** The field's path (`date`, `client.id`, `tags[]`); null for the payload itself. */
  field: string | null;
  rule: BreakingRule;
  message: string;
}

type Schemaish = {
  type: string;
  pipe?: readonly Schemaish[];
  kind?: string;
  entries?: Record<string, Schemaish>;
  item?: Schemaish;
  options?: readonly unknown[];
  literal?: unknown;
  wrapped?: Schemaish;
  requirement?: unknown;
};

const jsonValue = (value: unknown): unknown => {
  if (value instanceof RegExp) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return '[function]';
  if (Array.isArray(value)) return value.map(jsonValue);
  return value;
};

/** The descriptor of a valibot schema (pipes become `checks`; metadata such as descriptions is left out). */
export function describeSchema(schema: v.GenericSchema): ShapeDescriptor {
  const s = schema as unknown as Schemaish;
  const out: ShapeDescriptor = { type: s.type };
  if (s.entries) out.entries = Object.fromEntries(Object.entries(s.entries).map(([k, e]) => [k, describeSchema(e as never)]));
  if (s.item) out.item = describeSchema(s.item as never);
  if (s.type === 'union' || s.type === 'variant') out.options = (s.options ?? []).map((o) => describeSchema(o as never));
  else if (s.type === 'picklist') out.options = [...(s.options ?? [])].map(jsonValue);
  if (s.type === 'literal') out.literal = jsonValue(s.literal);
  if (s.wrapped) out.wrapped = describeSchema(s.wrapped as never);
  const checks = (s.pipe ?? [])
    .slice(1)
    .filter((p) => p.kind === 'validation' || p.kind === 'transformation')
    .map((p) => ({
      kind: p.kind as CheckDescriptor['kind'],
      type: p.type,
      ...(p.requirement !== undefined ? { requirement: jsonValue(p.requirement) } : {}),
    }));
  if (checks.length) out.checks = checks;
  return out;
}

export function describeCatalogue(catalogue: Readonly<Record<string, v.GenericSchema>>): CatalogueDescriptor {
  return Object.fromEntries(Object.entries(catalogue).map(([name, schema]) => [name, describeSchema(schema)]));
}

// ---------------------------------------------------------------------------------------------------- the rule

const OPTIONAL_WRAPPERS = new Set(['optional', 'exact_optional', 'undefinedable']);
const NULLABLE_WRAPPERS = new Set(['nullable']);
const BOTH_WRAPPERS = new Set(['nullish']);
const OBJECTS = ['loose_object', 'object', 'strict_object']; // in order of strictness (unknown keys: kept, stripped, refused)
const ANYTHING = new Set(['unknown', 'any']);

interface Unwrapped {
  core: ShapeDescriptor;
  optional: boolean;
  nullable: boolean;
}

function unwrap(shape: ShapeDescriptor): Unwrapped {
  let core = shape;
  let optional = false;
  let nullable = false;
  while (core.wrapped) {
    if (OPTIONAL_WRAPPERS.has(core.type)) optional = true;
    else if (NULLABLE_WRAPPERS.has(core.type)) nullable = true;
    else if (BOTH_WRAPPERS.has(core.type)) optional = nullable = true;
    else if (core.type === 'non_optional') optional = false;
    else if (core.type === 'non_nullable') nullable = false;
    else if (core.type === 'non_nullish') optional = nullable = false;
    core = core.wrapped;
  }
  // v.undefined() / v.null() inside a union count as the same thing as the wrappers.
  if (core.type === 'union' && Array.isArray(core.options)) {
    const options = core.options as ShapeDescriptor[];
    const rest = options.filter((o) => o.type !== 'undefined' && o.type !== 'null');
    if (rest.length !== options.length) {
      optional ||= options.some((o) => o.type === 'undefined');
      nullable ||= options.some((o) => o.type === 'null');
      core = rest.length === 1 ? rest[0]! : { ...core, options: rest };
    }
  }
  return { core, optional, nullable };
}

const fieldPath = (parent: string | null, key: string) => (parent === null ? key : `${parent}.${key}`);
const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));
const checkText = (c: CheckDescriptor) => (c.requirement === undefined ? c.type : `${c.type} ${show(c.requirement)}`);

/** The alternatives a shape accepts: union members flattened, picklist values as literals. */
function alternatives(shape: ShapeDescriptor): ShapeDescriptor[] {
  const { core } = unwrap(shape);
  if (core.type === 'union' || core.type === 'variant') return (core.options as ShapeDescriptor[]).flatMap(alternatives);
  if (core.type === 'picklist') return (core.options ?? []).map((literal) => ({ type: 'literal', literal }));
  if (core.type === 'enum' && core.options) return core.options.map((literal) => ({ type: 'literal', literal }));
  return [core];
}

const BASE_OF_LITERAL: Record<string, string> = { string: 'string', number: 'number', boolean: 'boolean', bigint: 'bigint' };
const baseType = (s: ShapeDescriptor) => (s.type === 'literal' ? (BASE_OF_LITERAL[typeof s.literal] ?? 'literal') : s.type);

/** Whether a literal value passes a check (only the checks this knows; an unknown one counts as refusing). */
function literalPasses(value: unknown, check: CheckDescriptor): boolean {
  if (check.kind === 'transformation') return false;
  const r = check.requirement;
  const size = typeof value === 'string' ? value.length : undefined;
  switch (check.type) {
    case 'min_length':
      return size !== undefined && size >= Number(r);
    case 'max_length':
      return size !== undefined && size <= Number(r);
    case 'length':
      return size === Number(r);
    case 'non_empty':
      return size !== undefined && size > 0;
    case 'min_value':
      return typeof value === 'number' && value >= Number(r);
    case 'max_value':
      return typeof value === 'number' && value <= Number(r);
    case 'integer':
      return Number.isInteger(value);
    case 'regex': {
      const m = /^\/(.*)\/([a-z]*)$/s.exec(String(r));
      return typeof value === 'string' && !!m && new RegExp(m[1]!, m[2]).test(value);
    }
    default:
      return false;
  }
}

/** Whether `prev`'s checks already imply `check` (same check, or a looser bound of the same kind). */
function implied(check: CheckDescriptor, prev: readonly CheckDescriptor[]): boolean {
  return prev.some((p) => {
    if (p.kind !== check.kind || p.type !== check.type) return false;
    if (JSON.stringify(p.requirement) === JSON.stringify(check.requirement)) return true;
    const [a, b] = [Number(p.requirement), Number(check.requirement)];
    if (Number.isNaN(a) || Number.isNaN(b)) return false;
    if (check.type.startsWith('min_')) return a >= b; // was at least 3, must now be at least 1: fine
    if (check.type.startsWith('max_')) return a <= b;
    return false;
  });
}

/** The checks of `next` that `prev` does not imply: new or tighter constraints. Transformations must stay as they were. */
function newConstraints(prev: ShapeDescriptor, next: ShapeDescriptor): string[] {
  const p = prev.checks ?? [];
  const n = next.checks ?? [];
  const added = n.filter((c) => !implied(c, p)).map(checkText);
  const transforms = (xs: CheckDescriptor[]) => JSON.stringify(xs.filter((c) => c.kind === 'transformation'));
  if (transforms(p) !== transforms(n)) added.push('a changed transformation');
  return added;
}

/** True when every value `prev` accepts, `next` accepts too (and objects lose nothing). */
function covers(next: ShapeDescriptor, prev: ShapeDescriptor): boolean {
  if (ANYTHING.has(next.type)) return true;
  if (prev.type === 'literal') {
    if (next.type === 'literal') return JSON.stringify(next.literal) === JSON.stringify(prev.literal);
    return baseType(prev) === next.type && (next.checks ?? []).every((c) => literalPasses(prev.literal, c));
  }
  if (prev.type !== next.type)
    return OBJECTS.includes(prev.type) && OBJECTS.includes(next.type) && compareCore('', null, prev, next).length === 0;
  return compareCore('', null, prev, next).length === 0;
}

function compareField(event: string, field: string | null, prev: ShapeDescriptor, next: ShapeDescriptor): BreakingChange[] {
  const p = unwrap(prev);
  const n = unwrap(next);
  const name = field ?? 'the payload';
  const out: BreakingChange[] = [];
  const add = (rule: BreakingRule, message: string) => out.push({ event, field, rule, message: `${event}: ${name} ${message}` });
  if (n.optional && !p.optional) add('became-optional', 'became optional (subscribers rely on it being there)');
  if (!n.optional && p.optional && field !== null)
    add('became-required', 'became required (publishers that leave it out would be refused)');
  if (n.nullable && !p.nullable) add('became-nullable', 'became nullable (subscribers rely on it not being null)');
  if (!n.nullable && p.nullable) add('narrowed', 'no longer accepts null');
  return [...out, ...compareCore(event, field, p.core, n.core)];
}

function compareCore(event: string, field: string | null, prev: ShapeDescriptor, next: ShapeDescriptor): BreakingChange[] {
  const name = field ?? 'the payload';
  const change = (rule: BreakingRule, message: string): BreakingChange => ({ event, field, rule, message: `${event}: ${name} ${message}` });
  if (ANYTHING.has(next.type)) return [];

  if (OBJECTS.includes(prev.type) && OBJECTS.includes(next.type)) {
    const out: BreakingChange[] = [];
    if (OBJECTS.indexOf(next.type) > OBJECTS.indexOf(prev.type)) out.push(change('narrowed', `became a ${next.type} (was ${prev.type})`));
    const constraints = newConstraints(prev, next);
    if (constraints.length) out.push(change('narrowed', `has new or tighter constraints: ${constraints.join(', ')}`));
    const nextEntries = next.entries ?? {};
    for (const [key, shape] of Object.entries(prev.entries ?? {})) {
      const path = fieldPath(field, key);
      const successor = nextEntries[key];
      if (!successor) out.push({ event, field: path, rule: 'field-removed', message: `${event}: ${path} was removed` });
      else out.push(...compareField(event, path, shape, successor));
    }
    return out;
  }

  if (prev.type === 'array' && next.type === 'array' && prev.item && next.item) {
    const constraints = newConstraints(prev, next);
    return [
      ...(constraints.length ? [change('narrowed', `has new or tighter constraints: ${constraints.join(', ')}`)] : []),
      ...compareField(event, `${field ?? ''}[]`, prev.item, next.item),
    ];
  }

  const prevAlternatives = alternatives(prev);
  const nextAlternatives = alternatives(next);
  // One alternative on each side, of the same kind: compare constraints and say which are new.
  if (prevAlternatives.length === 1 && nextAlternatives.length === 1 && prev.type === next.type && prev.type !== 'literal') {
    const constraints = newConstraints(prev, next);
    return constraints.length ? [change('narrowed', `has new or tighter constraints: ${constraints.join(', ')}`)] : [];
  }
  const lost = prevAlternatives.filter((a) => !nextAlternatives.some((b) => covers(b, a)));
  if (lost.length === 0) return [];
  const nextBases = new Set(nextAlternatives.map(baseType));
  // Nothing of the old type is left (string → number): a replaced type; otherwise some members or values were lost.
  if (!prevAlternatives.some((a) => nextBases.has(baseType(a)))) {
    const was = [...new Set(prevAlternatives.map(baseType))].join(' | ');
    const now = [...nextBases].join(' | ');
    return [change('type-changed', `changed type from ${was} to ${now}`)];
  }
  const describe = (a: ShapeDescriptor) =>
    a.type === 'literal' ? show(a.literal) : `any ${a.type}${a.checks?.length ? ` (${a.checks.map(checkText).join(', ')})` : ''}`;
  return [change('narrowed', `was narrowed: no longer accepts ${lost.map(describe).join(', ')}`)];
}

/**
 * The changes from `previous` (the last published catalogue) to `next` that would break existing subscribers or
 * publishers. Empty when `next` may be published in its place.
 */
export function breakingChanges(previous: CatalogueDescriptor, next: CatalogueDescriptor): BreakingChange[] {
  const out: BreakingChange[] = [];
  for (const [event, shape] of Object.entries(previous)) {
    const successor = next[event];
    if (!successor) out.push({ event, field: null, rule: 'event-removed', message: `${event}: the event was removed` });
    else out.push(...compareField(event, null, shape, successor));
  }
  return out;
}

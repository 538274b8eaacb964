import { describe, expect, it } from 'vitest';
import { filterOperations, operationChanges, type OperationItem } from './operationsList';

const ops: OperationItem[] = [
  { name: 'verticals', kind: 'QUERY', description: 'Industry verticals' },
  { name: 'createVertical', kind: 'MUTATION', description: 'Adds an industry vertical' },
  { name: 'offices', kind: 'QUERY', description: 'Offices of the agency' },
];

describe('filterOperations', () => {
  it('matches the name or the description, ignoring case and spaces around the search', () => {
    expect(filterOperations(ops, ' VERTICAL ', 'all', new Set()).map((o) => o.name)).toEqual(['verticals', 'createVertical']);
    expect(filterOperations(ops, 'agency', 'all', new Set()).map((o) => o.name)).toEqual(['offices']);
  });

  it('shows only the allowed, or only the not allowed, operations when asked', () => {
    const allowed = new Set(['offices']);
    expect(filterOperations(ops, '', 'allowed', allowed).map((o) => o.name)).toEqual(['offices']);
    expect(filterOperations(ops, '', 'notAllowed', allowed).map((o) => o.name)).toEqual(['verticals', 'createVertical']);
  });
});

describe('operationChanges', () => {
  it('names what Save would add and remove', () => {
    expect(operationChanges(['offices', 'verticals'], new Set(['verticals', 'createVertical']))).toEqual({
      added: ['createVertical'],
      removed: ['offices'],
    });
    expect(operationChanges(['a'], new Set(['a']))).toEqual({ added: [], removed: [] });
  });
});

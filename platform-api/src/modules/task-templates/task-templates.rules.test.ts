import { describe, expect, it } from 'vitest';
import {
  availableTemplateActions,
  costColumns,
  costOf,
  isTemplateAuthor,
  penceOf,
  poundsText,
  transitionProblem,
} from './task-templates.rules.js';

describe('transitionProblem (§4)', () => {
  it('allows publish from draft, unpublish from active, republish from inactive', () => {
    expect(transitionProblem('publish', 'draft')).toBeNull();
    expect(transitionProblem('unpublish', 'active')).toBeNull();
    expect(transitionProblem('republish', 'inactive')).toBeNull();
  });

  it('refuses the others, naming the status', () => {
    expect(transitionProblem('publish', 'active')).toBe('Only a draft template can be published: this one is active');
    expect(transitionProblem('publish', 'inactive')).toBe('Only a draft template can be published: this one is inactive');
    expect(transitionProblem('unpublish', 'draft')).toBe('Only an active template can be unpublished: this one is draft');
    expect(transitionProblem('republish', 'active')).toBe('Only an inactive template can be republished: this one is active');
  });
});

describe('availableTemplateActions', () => {
  const base = (status: 'draft' | 'active' | 'inactive') => ({ status, baseTemplateId: null });
  const variant = (status: 'draft' | 'active' | 'inactive') => ({ status, baseTemplateId: 7 });

  it('gives readers nothing', () => {
    expect(availableTemplateActions(base('draft'), 0, false)).toEqual([]);
  });

  it("gives authors the status's transition, a variant of a base, edit and delete", () => {
    expect(availableTemplateActions(base('draft'), 0, true)).toEqual(['publish', 'create_variant', 'edit', 'delete']);
    expect(availableTemplateActions(base('active'), 0, true)).toEqual(['unpublish', 'create_variant', 'edit', 'delete']);
    expect(availableTemplateActions(base('inactive'), 0, true)).toEqual(['republish', 'create_variant', 'edit', 'delete']);
  });

  it('offers no variant of a variant, and no delete of a base with live variants', () => {
    expect(availableTemplateActions(variant('active'), 0, true)).toEqual(['unpublish', 'edit', 'delete']);
    expect(availableTemplateActions(base('active'), 2, true)).toEqual(['unpublish', 'create_variant', 'edit']);
  });
});

describe('money and cost', () => {
  it('keeps pounds as whole pence and shows them with two decimals', () => {
    expect(penceOf(12.5)).toBe(1250);
    expect(penceOf(0.29)).toBe(29);
    expect(poundsText(1250)).toBe('12.50');
    expect(poundsText(5)).toBe('0.05');
    expect(poundsText(100_000_00)).toBe('100000.00');
  });

  it('stores a cost in its columns and reads it back', () => {
    expect(costColumns(null)).toEqual({ costType: null, fixedCostPence: null, allocatedMinutes: null });
    expect(costColumns({ costType: 'fixed', fixedCost: 19.99 })).toEqual({
      costType: 'fixed',
      fixedCostPence: 1999,
      allocatedMinutes: null,
    });
    expect(costColumns({ costType: 'minutes', allocatedMinutes: 90 })).toEqual({
      costType: 'minutes',
      fixedCostPence: null,
      allocatedMinutes: 90,
    });
    expect(costOf({ costType: 'fixed', fixedCostPence: 1999, allocatedMinutes: null })).toEqual({ costType: 'fixed', fixedCost: 19.99 });
    expect(costOf({ costType: 'minutes', fixedCostPence: null, allocatedMinutes: 90 })).toEqual({
      costType: 'minutes',
      allocatedMinutes: 90,
    });
    expect(costOf({ costType: null, fixedCostPence: null, allocatedMinutes: null })).toBeNull();
  });
});

it('authors are job users, operations and forecast admins', () => {
  expect(isTemplateAuthor(['fte_core', 'job_user'])).toBe(true);
  expect(isTemplateAuthor(['operations'])).toBe(true);
  expect(isTemplateAuthor(['forecast_admin'])).toBe(true);
  expect(isTemplateAuthor(['fte_core', 'hr_user'])).toBe(false);
});

import { describe, expect, it } from 'vitest';
import { nextStep, offerExpiry, taskLabel, type LabelledTask, type OfferLike, type OfferStatus } from './allocation.rules.js';

const people = (...statuses: OfferStatus[]): OfferLike[] =>
  statuses.map((status, i) => ({ id: i + 1, croudieId: 100 + i, position: i, timeoutMinutes: 30, status }));
const ids = (step: ReturnType<typeof nextStep>) =>
  step.kind === 'offer' ? step.offers.map((o) => o.croudieId) : step.kind === 'assign' ? [step.offer.croudieId] : [];

describe('allocation: what happens next', () => {
  const inOrder = { allocationMethod: 'offer' as const, openQueue: false };
  const openQueue = { allocationMethod: 'offer' as const, openQueue: true };
  const assign = { allocationMethod: 'assign' as const, openQueue: false };

  it('offers in order, one person at a time, waiting while an offer is open', () => {
    expect(ids(nextStep(inOrder, people('queued', 'queued')))).toEqual([100]);
    expect(nextStep(inOrder, people('offered', 'queued')).kind).toBe('wait');
    expect(ids(nextStep(inOrder, people('missed', 'queued')))).toEqual([101]);
    expect(ids(nextStep(inOrder, people('declined', 'removed', 'queued')))).toEqual([102]);
    expect(nextStep(inOrder, people('declined', 'missed')).kind).toBe('unassigned');
  });

  it('follows the selection order, not the order people were added', () => {
    const reordered: OfferLike[] = [
      { id: 1, croudieId: 100, position: 1, timeoutMinutes: 30, status: 'queued' },
      { id: 2, croudieId: 101, position: 0, timeoutMinutes: 30, status: 'queued' },
    ];
    expect(ids(nextStep(inOrder, reordered))).toEqual([101]);
  });

  it('offers an open queue to everyone at once, and ends unassigned once every offer has closed', () => {
    expect(ids(nextStep(openQueue, people('queued', 'queued', 'queued')))).toEqual([100, 101, 102]);
    expect(nextStep(openQueue, people('offered', 'declined')).kind).toBe('wait');
    expect(nextStep(openQueue, people('missed', 'declined')).kind).toBe('unassigned');
  });

  it('assigns to the first person chosen, or no one', () => {
    expect(nextStep(assign, people('queued'))).toMatchObject({ kind: 'assign', offer: { croudieId: 100 } });
    expect(nextStep(assign, people('removed')).kind).toBe('unassigned');
  });

  it('misses an offer its timeout after it was made', () => {
    expect(offerExpiry(new Date('2026-03-16T09:00:00Z'), 120)).toEqual(new Date('2026-03-16T11:00:00Z'));
  });
});

describe('the §4 labels', () => {
  const task = (over: Partial<LabelledTask>): LabelledTask => ({
    state: 'scheduled',
    type: 'single',
    allocationMethod: 'offer',
    submittedAt: null,
    openOffers: 0,
    ...over,
  });
  const reviewer = { reviewer: true, owner: false };
  const owner = { reviewer: false, owner: true };

  it('names where a task is', () => {
    expect(taskLabel(task({}))).toBe('scheduled');
    expect(taskLabel(task({ state: 'unassigned', openOffers: 3 }))).toBe('open');
    expect(taskLabel(task({ state: 'unassigned' }))).toBe('unassigned');
    expect(taskLabel(task({ state: 'offered' }))).toBe('offered');
    expect(taskLabel(task({ state: 'in_progress', allocationMethod: 'assign' }))).toBe('assigned');
    expect(taskLabel(task({ state: 'in_progress' }))).toBe('in_progress');
    expect(taskLabel(task({ state: 'review_in_progress', type: 'qa' }))).toBe('in_qa');
    expect(taskLabel(task({ state: 'review_unassigned' }))).toBe('review_unassigned');
    expect(taskLabel(task({ state: 'completed' }))).toBe('complete');
    expect(taskLabel(task({ state: 'withdrawn' }))).toBe('deleted');
  });

  it('reads what waits for the reader as theirs', () => {
    const submitted = task({ state: 'review_in_progress', submittedAt: new Date() });
    expect(taskLabel(submitted)).toBe('submitted');
    expect(taskLabel(submitted, reviewer)).toBe('requires_review');
    const delivered = task({ state: 'delivered', submittedAt: new Date() });
    expect(taskLabel(delivered)).toBe('with_job_owner');
    expect(taskLabel(delivered, owner)).toBe('review_requested');
    const sentBack = task({ state: 'in_progress', submittedAt: new Date() });
    expect(taskLabel(sentBack)).toBe('in_revision');
    expect(taskLabel(sentBack, reviewer)).toBe('revisions_requested');
    expect(taskLabel(sentBack, owner)).toBe('awaiting_revisions');
  });
});

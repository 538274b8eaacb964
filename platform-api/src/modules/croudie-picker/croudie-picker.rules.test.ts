import { describe, expect, it } from 'vitest';
import {
  atMonthlyLimit,
  availabilityPoints,
  availablePoints,
  clientHistoryPoints,
  filterWeight,
  matchesSomeFilter,
  newSince,
  PICKER_WEIGHTS,
  ratingPoints,
  reasonsFor,
  scoreFor,
  scoreOf,
  setFilters,
  topPicks,
  type CroudieFacts,
  type PickerFilters,
} from './croudie-picker.rules.js';

const NO_FILTERS: PickerFilters = {
  countryCodes: [],
  clientIds: [],
  languageCodes: [],
  qualificationIds: [],
  verticalIds: [],
  hourlyRateMin: null,
  hourlyRateMax: null,
};
const facts = (over: Partial<CroudieFacts> = {}): CroudieFacts => ({
  entityType: 'any_other_type',
  countryMatched: 0,
  clientsMatched: 0,
  languagesMatched: 0,
  qualificationsMatched: 0,
  verticalsMatched: 0,
  monthMinutes: 0,
  openTasks: 0,
  ratingAverage: null,
  ratingCount: 0,
  workedForClient: false,
  ...over,
});
const NAMES = { country: 'United Kingdom', clients: [], languages: [], qualifications: [], verticals: [] };

describe('croudie picker weights', () => {
  it('adds up to 100', () => {
    const { filters, availability, rating, clientHistory } = PICKER_WEIGHTS;
    expect(filters + availability + rating + clientHistory).toBe(100);
    expect(availablePoints(3, true)).toBe(100);
  });

  it('leaves out the parts that do not apply: no scored filter, no client', () => {
    expect(availablePoints(0, false)).toBe(40);
    expect(availablePoints(0, true)).toBe(50);
    expect(availablePoints(2, false)).toBe(90);
  });

  it('shares the filter points equally among the set filters', () => {
    expect(filterWeight(0)).toBe(0);
    expect(filterWeight(1)).toBe(50);
    expect(filterWeight(2)).toBe(25);
    expect(filterWeight(5)).toBe(10);
    expect(setFilters({ ...NO_FILTERS, languageCodes: ['en'], countryCodes: ['GB', 'FR'] })).toEqual(['location', 'languages']);
  });

  it('gives availability points for fewer open tasks, none at the monthly hours limit', () => {
    expect(availabilityPoints(false, 0)).toBe(20);
    expect(availabilityPoints(false, 1)).toBe(15);
    expect(availabilityPoints(false, 3)).toBe(5);
    expect(availabilityPoints(false, 9)).toBe(0);
    expect(availabilityPoints(true, 0)).toBe(0);
  });

  it('has the monthly hours limit only for croudies who are not a limited company', () => {
    expect(atMonthlyLimit('any_other_type', 96 * 60)).toBe(true);
    expect(atMonthlyLimit('any_other_type', 96 * 60 - 1)).toBe(false);
    expect(atMonthlyLimit('limited_company', 200 * 60)).toBe(false);
  });

  it('scales the average rating from 1 star (0) to 3 stars (all), neutral (half) without ratings', () => {
    expect(ratingPoints(1)).toBe(0);
    expect(ratingPoints(2)).toBe(10);
    expect(ratingPoints(3)).toBe(20);
    expect(ratingPoints(2.5)).toBe(15);
    expect(ratingPoints(null)).toBe(10);
  });

  it('gives the client history points for work done for the task’s client', () => {
    expect(clientHistoryPoints(true)).toBe(10);
    expect(clientHistoryPoints(false)).toBe(0);
  });

  it('scores the share of the available points, rounded half up', () => {
    expect(scoreOf(30, 40)).toBe(75);
    expect(scoreOf(0.5, 100)).toBe(1);
    expect(scoreOf(0.49, 100)).toBe(0);
    expect(scoreOf(100, 100)).toBe(100);
  });
});

describe('croudie picker scores', () => {
  const filters: PickerFilters = { ...NO_FILTERS, countryCodes: ['GB'], languageCodes: ['en', 'fr'] };

  it('scores a croudie matching more of the set filters higher', () => {
    const none = scoreFor(facts(), filters, false);
    const one = scoreFor(facts({ languagesMatched: 1 }), filters, false);
    const two = scoreFor(facts({ languagesMatched: 2 }), filters, false);
    const all = scoreFor(facts({ languagesMatched: 2, countryMatched: 1 }), filters, false);
    expect(none).toBeLessThan(one);
    expect(one).toBeLessThan(two);
    expect(two).toBeLessThan(all);
    // 25 + 25 filters + 20 available + 10 neutral rating = 80 of 90
    expect(all).toBe(89);
  });

  it('is 100 for a perfect match with a perfect record', () => {
    const perfect = facts({ countryMatched: 1, languagesMatched: 2, ratingAverage: 3, ratingCount: 4, workedForClient: true });
    expect(scoreFor(perfect, filters, true)).toBe(100);
  });

  it('without filters is made of availability and rating (and client history with a client)', () => {
    expect(scoreFor(facts(), NO_FILTERS, false)).toBe(75); // 20 + 10 of 40
    expect(scoreFor(facts({ workedForClient: true }), NO_FILTERS, true)).toBe(80); // 20 + 10 + 10 of 50
    expect(scoreFor(facts({ openTasks: 4, ratingAverage: 1, ratingCount: 1 }), NO_FILTERS, false)).toBe(0);
  });

  it('leaves out croudies matching none of the set filters, when any is set', () => {
    expect(matchesSomeFilter(facts(), NO_FILTERS)).toBe(true);
    expect(matchesSomeFilter(facts(), filters)).toBe(false);
    expect(matchesSomeFilter(facts({ languagesMatched: 1 }), filters)).toBe(true);
  });
});

describe('croudie picker reasons', () => {
  it('explains each set filter, then availability, rating and client history', () => {
    const reasons = reasonsFor(
      facts({ countryMatched: 1, languagesMatched: 1, openTasks: 2, ratingAverage: 2.5, ratingCount: 2, workedForClient: true }),
      { ...NO_FILTERS, countryCodes: ['GB'], languageCodes: ['en', 'fr'] },
      true,
      { ...NAMES, languages: ['English'] },
    );
    expect(reasons).toEqual([
      { kind: 'FILTER', label: 'Lives in United Kingdom', matched: true, points: 25, maxPoints: 25 },
      { kind: 'FILTER', label: 'Speaks 1 of 2 languages: English', matched: true, points: 12.5, maxPoints: 25 },
      { kind: 'AVAILABILITY', label: 'Available, with 2 open tasks', matched: true, points: 10, maxPoints: 20 },
      { kind: 'RATING', label: 'Rated 2.5 of 3 stars on average (2 ratings)', matched: true, points: 15, maxPoints: 20 },
      { kind: 'CLIENT_HISTORY', label: "Has done work for this task's client", matched: true, points: 10, maxPoints: 10 },
    ]);
  });

  it('says what did not match', () => {
    const reasons = reasonsFor(
      facts({ monthMinutes: 96 * 60 }),
      { ...NO_FILTERS, clientIds: [1], qualificationIds: [2], verticalIds: [3], countryCodes: ['FR'], languageCodes: ['de'] },
      true,
      { ...NAMES, country: null },
    );
    expect(reasons.map((r) => [r.kind, r.label, r.matched, r.points])).toEqual([
      ['FILTER', 'Lives outside the locations asked for', false, 0],
      ['FILTER', 'Has not worked for the clients asked for', false, 0],
      ['FILTER', 'Speaks none of the languages asked for', false, 0],
      ['FILTER', 'Holds none of the qualifications asked for', false, 0],
      ['FILTER', 'Has no experience in the verticals asked for', false, 0],
      ['AVAILABILITY', 'At the monthly hours limit: no more tasks this month', false, 0],
      ['RATING', 'Not rated yet: a neutral score', false, 10],
      ['CLIENT_HISTORY', "Has not worked for this task's client yet", false, 0],
    ]);
  });

  it('labels the matched clients, qualifications and verticals by name', () => {
    const reasons = reasonsFor(
      facts({ clientsMatched: 2, qualificationsMatched: 1, verticalsMatched: 1, openTasks: 1, ratingAverage: 3, ratingCount: 1 }),
      { ...NO_FILTERS, clientIds: [1, 2], qualificationIds: [5], verticalIds: [7, 8] },
      false,
      { ...NAMES, clients: ['Acme', 'Globex'], qualifications: ['Google Ads'], verticals: ['Retail'] },
    );
    expect(reasons.map((r) => r.label)).toEqual([
      'Has worked for 2 of 2 clients: Acme, Globex',
      'Holds 1 of 1 qualifications: Google Ads',
      'Has experience in 1 of 2 verticals: Retail',
      'Available, with 1 open task',
      'Rated 3 of 3 stars on average (1 rating)',
    ]);
    // thirds of 50 points, shown to one decimal
    expect(reasons.slice(0, 3).map((r) => r.points)).toEqual([16.7, 16.7, 8.3]);
  });

  it('no client history reason without a client, and the available points match the reasons’ maximums', () => {
    const filters = { ...NO_FILTERS, verticalIds: [1] };
    const reasons = reasonsFor(facts(), filters, false, NAMES);
    expect(reasons.some((r) => r.kind === 'CLIENT_HISTORY')).toBe(false);
    expect(reasons.reduce((sum, r) => sum + r.maxPoints, 0)).toBe(availablePoints(1, false));
  });
});

describe('pick top 5', () => {
  it('takes the five best not already selected, in ranking order', () => {
    expect(topPicks([9, 8, 7, 6, 5, 4, 3], [8, 5])).toEqual([9, 7, 6, 4, 3]);
    expect(topPicks([1, 2], [])).toEqual([1, 2]);
    expect(topPicks([1, 2], [1, 2])).toEqual([]);
  });

  it('counts croudies as new for 30 days after going live', () => {
    expect(newSince(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });
});

// @vitest-environment jsdom
import '@work/shared-ui/testing/antdInJsdom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inlineStyles, restoreStyles } from '@work/shared-ui/testing/fakeGraphQL';
import { viewport } from '../reference-lists/testHarness';
import { remainingText } from './announcementDisplay';
import { announcementsApi, refused, renderAnnouncements } from './announcementsTesting';
import { t } from '../../text';

const originalMatchMedia = window.matchMedia;
beforeEach(() => {
  viewport(1440);
  inlineStyles();
});
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
  restoreStyles();
});

const report = (over: Record<string, unknown> = {}) => ({
  type: 'response',
  sentAt: '2026-11-18T12:00:00.000Z',
  creatorName: 'Sam Admin',
  remainingSeconds: 2 * 86_400 + 3 * 3600 + 120,
  recipients: 4,
  readCount: 3,
  readRate: 0.75,
  respondedCount: 1,
  responseRate: 0.25,
  daily: [
    { date: '2026-11-18', reads: 2, responses: 1 },
    { date: '2026-11-19', reads: 1, responses: 0 },
    { date: '2026-11-20', reads: 0, responses: 0 },
  ],
  answers: [
    { action: { id: '2', name: 'Not this time', targetState: 'declined' }, count: 0 },
    { action: { id: '1', name: 'Count me in', targetState: 'read' }, count: 1 },
  ],
  announcement: {
    id: '12',
    subject: 'Availability for next month',
    body: '<p>Can you take on <em>more hours</em>?</p>',
    status: 'active',
    type: 'response',
    actions: [
      { id: '2', name: 'Not this time', targetState: 'declined' },
      { id: '1', name: 'Count me in', targetState: 'read' },
    ],
  },
  ...over,
});

const term = (label: string) => {
  const cell = screen.getAllByText(label).find((el) => el.closest('.ant-descriptions-item'));
  return cell!.closest('.ant-descriptions-item')!.querySelector('.ant-descriptions-item-content')!.textContent;
};

describe('the report', { timeout: 30_000 }, () => {
  it('shows type, time sent, creator, remaining time, recipients, read and response rates', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncementReport' ? { data: { announcementReport: report() } } : undefined,
    );
    renderAnnouncements({ api, path: '/announcements/12/report' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Report: Availability for next month' })).toBeTruthy();
    expect(api.callsOf('SettingsAnnouncementReport')[0]!.variables).toEqual({ id: '12' });
    expect(term('Type')).toBe('Response');
    expect(term('Time sent')).toBe('Nov 18, 2026 12:00');
    expect(term('Created by')).toBe('Sam Admin');
    expect(term('Remaining time')).toBe('2 days 3 hours');
    expect(term('Recipients')).toBe('4');
    expect(term('Read rate')).toBe('75% (3 of 4)');
    expect(term('Response rate')).toBe('25% (1 of 4)');
  });

  it('draws the reads and responses per day as an image named and described, with the figures in a table', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncementReport' ? { data: { announcementReport: report() } } : undefined,
    );
    renderAnnouncements({ api, path: '/announcements/12/report' });
    const chart = await screen.findByRole('img', { name: /Reads and responses per day/ });
    expect(chart.textContent).toContain('From 18 Nov to 20 Nov: 3 read it and 1 answered.');
    expect(chart.querySelectorAll('rect')).toHaveLength(6);
    fireEvent.click(screen.getByText('Show the figures'));
    const figures = screen.getByRole('table', { name: 'Reads and responses per day' });
    const rows = within(figures)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Day (UTC)ReadsResponses', '18 Nov21', '19 Nov10', '20 Nov00']);
  });

  it('counts the answers per action, and shows what croudies saw', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncementReport' ? { data: { announcementReport: report() } } : undefined,
    );
    renderAnnouncements({ api, path: '/announcements/12/report' });
    const answers = await screen.findByRole('table', { name: 'Answers per action' });
    expect(
      within(answers)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Not this time (Negative)0', 'Count me in (Positive)1']);
    expect(screen.getByRole('article', { name: 'Availability for next month' }).querySelector('em')?.textContent).toBe('more hours');
  });

  it('a draft: not sent yet, no chart', async () => {
    const api = announcementsApi((call) =>
      call.operationName === 'SettingsAnnouncementReport'
        ? {
            data: {
              announcementReport: report({
                sentAt: null,
                remainingSeconds: null,
                recipients: 0,
                readCount: 0,
                readRate: 0,
                respondedCount: 0,
                responseRate: 0,
                daily: [],
                announcement: { ...report().announcement, status: 'draft' },
              }),
            },
          }
        : undefined,
    );
    renderAnnouncements({ api, path: '/announcements/12/report' });
    await screen.findByRole('heading', { level: 2, name: /^Report/ });
    expect(term('Time sent')).toBe('Not sent yet');
    expect(term('Remaining time')).toBe('Not sent yet');
    expect(term('Read rate')).toBe('0% (0 of 0)');
    expect(screen.getByText('Not sent yet: there are no reads or responses.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Reads and responses/ })).toBeNull();
  });

  it('a failed load offers Try again', async () => {
    let attempts = 0;
    const api = announcementsApi((call) => {
      if (call.operationName !== 'SettingsAnnouncementReport') return undefined;
      attempts += 1;
      return attempts === 1 ? refused('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' }) : { data: { announcementReport: report() } };
    });
    renderAnnouncements({ api, path: '/announcements/12/report' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Report: Availability for next month' })).toBeTruthy());
  });

  it('says the remaining time in its two largest units', () => {
    expect(remainingText(30, t)).toBe('Less than a minute');
    expect(remainingText(61, t)).toBe('1 minute');
    expect(remainingText(3600 + 300, t)).toBe('1 hour 5 minutes');
    expect(remainingText(86_400 + 60, t)).toBe('1 day');
    expect(remainingText(3 * 86_400 + 7200, t)).toBe('3 days 2 hours');
  });
});

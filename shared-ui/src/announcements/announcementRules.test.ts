import { describe, expect, it } from 'vitest';
import { announcementButtons, responseFor, sortActions, type AnnouncementAction } from './announcementRules';

const countMeIn: AnnouncementAction = { id: '1', name: 'Count me in', targetState: 'read' };
const notThisTime: AnnouncementAction = { id: '2', name: 'Not this time', targetState: 'declined' };
const remindMe: AnnouncementAction = { id: '3', name: 'Remind me later', targetState: 'show' };

describe('announcement buttons', () => {
  it('an alert offers only Mark as Read, whatever actions it carries', () => {
    expect(announcementButtons('alert', [countMeIn], false)).toEqual([{ kind: 'read', label: 'ui.announcement.markAsRead' }]);
  });

  it('a response offers Dismiss and Reply, and after Reply its own actions, declined first', () => {
    expect(announcementButtons('response', [countMeIn, notThisTime], false)).toEqual([
      { kind: 'read', label: 'ui.announcement.dismiss' },
      { kind: 'openReply', label: 'ui.announcement.reply', action: null },
    ]);
    expect(announcementButtons('response', [countMeIn, notThisTime], true)).toEqual([
      { kind: 'respond', action: notThisTime },
      { kind: 'respond', action: countMeIn },
    ]);
  });

  it('other types show their own actions, declined first; a show action opens the reply box, then sends', () => {
    expect(announcementButtons('other', [remindMe, notThisTime, countMeIn], false)).toEqual([
      { kind: 'respond', action: notThisTime },
      { kind: 'openReply', label: null, action: remindMe },
      { kind: 'respond', action: countMeIn },
    ]);
    expect(announcementButtons('other', [remindMe, notThisTime, countMeIn], true).map((b) => b.kind)).toEqual([
      'respond',
      'respond',
      'respond',
    ]);
  });

  it('sorts declined actions first and keeps the rest in order', () => {
    expect(sortActions([countMeIn, remindMe, notThisTime]).map((a) => a.id)).toEqual(['2', '1', '3']);
  });
});

describe('the response an action sends', () => {
  it('is the typed reply when there is one', () => {
    expect(responseFor('response', countMeIn, '  Twenty hours  ')).toBe('Twenty hours');
    expect(responseFor('other', countMeIn, 'Yes')).toBe('Yes');
  });

  it('else the action name for a response type, else null', () => {
    expect(responseFor('response', countMeIn, '   ')).toBe('Count me in');
    expect(responseFor('other', countMeIn, '')).toBeNull();
  });
});

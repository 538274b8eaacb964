import type { Locator, Page } from '@playwright/test';
import { type ApiSession, apiAs, createCroudie, must, type OwnCroudie } from '../support/api';
import { expect, signInAs, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

// The notification bell and panel (shell-and-freelancer.md §2, §4 Notifications and Announcements, §9) against the
// real API and websocket. Pushes come from real mutations (sendNotification / sendAnnouncement by staff.admin).
// Each test reads and answers things, so each owns its inbox: a croudie of its own, or finance.user (whose inbox no
// other journey touches), filled through the API before it starts.
test.describe.configure({ timeout: 150_000 });

const SEND_NOTIFICATION = `mutation Send($input: SendNotificationInput!) { sendNotification(input: $input) { id } }`;
const SEND_ANNOUNCEMENT = `mutation Announce($input: SendAnnouncementInput!) { sendAnnouncement(input: $input) { recipients } }`;
const MY_ANSWERS = `query Answers($filters: MyAnnouncementsFilters) { myAnnouncements(filters: $filters, pagination: { limit: 50 }) {
  nodes { id state response announcement { name } } } }`;

/** One of each announcement type, as the demo data's croudie.active has them (platform-api/src/seed/announcements.ts). */
const ANNOUNCEMENTS = [
  {
    name: 'New Academy course: Paid Social basics',
    content:
      '<p>A new course is live in the Academy. Passing it makes you eligible for Paid Social tasks.</p><p><a href="https://example.com/academy">Read more about the course</a></p>',
    type: 'other',
    actions: [
      { name: 'Remind me later', targetState: 'show' },
      { name: 'Not interested', targetState: 'declined' },
      { name: 'Got it', targetState: 'read' },
    ],
  },
  {
    name: 'Availability for next month',
    content:
      '<p>We are planning a large localisation project next month.</p><p>Can you take on <em>more hours</em> than usual? Reply with how many.</p>',
    type: 'response',
    actions: [
      { name: 'Count me in', targetState: 'read' },
      { name: 'Not this time', targetState: 'declined' },
    ],
  },
  {
    name: 'Planned maintenance this weekend',
    content: '<p>The platform will be unavailable on <strong>Saturday from 22:00 to 23:00</strong> (UK time) while we upgrade it.</p>',
    type: 'alert',
    actions: [],
  },
];

/** `count` unread work notifications for `principalId`, sent by `staff`. */
async function sendWorkNotifications(staff: ApiSession, principalId: string, count: number, relativeLink = '/work'): Promise<void> {
  for (let i = 1; i <= count; i += 1) {
    await must(
      staff.graphql(SEND_NOTIFICATION, {
        input: { principalId, subject: `Task update ${i}`, messageText: 'Something changed.', relativeLink },
      }),
    );
  }
}

/** A croudie of the test's own with `work` unread work notifications and `announcements` sent to them by `staff`. */
async function croudieWithInbox(staff: ApiSession, work: number, announcements = ANNOUNCEMENTS): Promise<OwnCroudie> {
  const own = await createCroudie({ label: 'inbox' });
  await sendWorkNotifications(staff, own.principalId, work);
  for (const announcement of announcements) {
    await must(staff.graphql(SEND_ANNOUNCEMENT, { input: { ...announcement, croudieIds: [own.croudieId] } }));
  }
  return own;
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const notificationList = (page: Page) => panel(page).getByRole('list', { name: 'Notification list' });
const items = (page: Page) => notificationList(page).getByRole('listitem');

async function unreadShown(page: Page): Promise<number> {
  const text = await panel(page)
    .getByText(/^\d+ unread$/)
    .first()
    .textContent();
  return Number(text!.split(' ')[0]);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await expect(panel(page)).toBeVisible();
}

function card(page: Page, name: string): Locator {
  return panel(page).getByRole('article', { name });
}

test('control: one list, 5 a page, Show more while total > page × limit, read one, a live push on top, View, read all', async ({
  page,
}) => {
  // finance.user's inbox is this test's own: no other journey notifies or reads it
  const staff = await apiAs('staff.admin@example.com');
  await sendWorkNotifications(staff, 'user-service:users:4', 7, '/plan');
  await signInAs(page, 'finance.user@example.com');
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await expect(bell).toHaveAttribute('data-unread', /^[1-9]\d*$/);
  const badge = page.getByTestId('notification-badge');
  const initial = Number(await bell.getAttribute('data-unread'));
  expect(initial).toBeGreaterThan(5);
  await expect(badge).toContainText(String(initial));

  await openPanel(page);
  await expect(panel(page).getByRole('tab')).toHaveCount(0); // control: one list, no tabs
  await expect(items(page)).toHaveCount(5);
  expect(await unreadShown(page)).toBe(initial);
  // By the end of its name: antd's loading icon ("loading") can linger in the name while its leave motion runs.
  const showMore = panel(page).getByRole('button', { name: /Show more$/ });
  await expect(showMore).toBeEnabled();
  for (let shown = 5; shown < initial;) {
    await showMore.click();
    shown = Math.min(initial, shown + 5);
    await expect(items(page)).toHaveCount(shown);
  }
  await expect(showMore).toBeDisabled();

  // read one: off the list, totals drop
  const first = items(page).first();
  const firstText = await first.innerText();
  await first.getByRole('button', { name: 'Mark as read' }).click();
  await expect(items(page)).toHaveCount(initial - 1);
  await expect(panel(page).getByText(`${initial - 1} unread`)).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', String(initial - 1));
  await expect(items(page).first()).not.toHaveText(firstText);

  // a live push while the panel is open: the real sendNotification mutation, by staff.admin
  const subject = `Live check ${Date.now()}`;
  const sent = await staff.graphql(SEND_NOTIFICATION, {
    input: { principalId: 'user-service:users:4', subject, messageText: 'Pushed over the websocket.', relativeLink: '/plan' },
  });
  expect(sent.errors).toBeUndefined();
  await expect(items(page).first()).toHaveAttribute('aria-label', subject);
  await expect(panel(page).getByText(`${initial} unread`)).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', String(initial));

  // View goes to the link inside the platform and closes the panel
  await items(page).first().getByRole('button', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/plan$/);
  await expect(panel(page)).toBeHidden();

  // read all
  await openPanel(page);
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel(page).getByText('You have no unread notifications')).toBeVisible();
  await expect(panel(page).getByText('0 unread')).toBeVisible();
  await expect(bell).toHaveAttribute('data-unread', '0');
  await expect(badge).not.toContainText(/\d/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toHaveAttribute('data-unread', '0');
});

test('the badge caps at 99+', async ({ page }) => {
  test.setTimeout(180_000); // about 100 real mutations and pushes
  // an inbox of its own: a shared demo account's inbox also receives what other journeys' actions notify it of
  const staff = await apiAs('staff.admin@example.com');
  const own = await croudieWithInbox(staff, 0, []);
  // the shell is live once its socket has asked for new notifications: a push sent before that reaches no one
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framesent', (frame) => {
        if (String(frame.payload).includes('newNotification')) resolve();
      }),
    );
  });
  await signInAs(page, own.email, { password: own.password });
  const bell = page.getByRole('button', { name: 'Notifications', exact: true });
  await subscribed;
  const sent = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      staff.graphql(SEND_NOTIFICATION, {
        input: { principalId: own.principalId, subject: `Batch ${i}`, messageText: 'One of many.' },
      }),
    ),
  );
  expect(sent.flatMap((r) => r.errors ?? [])).toEqual([]);
  // at least the hundred (the inbox may hold a welcome or an announcement of its own)
  await expect.poll(async () => Number(await bell.getAttribute('data-unread'))).toBeGreaterThanOrEqual(100);
  await expect(page.getByTestId('notification-badge')).toContainText('99+');
  await openPanel(page);
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAttribute('data-unread', '0');
});

test('network: Work (n) and Announcements (n) tabs; a work push arrives live on top; read all clears only Work', async ({ page }) => {
  const staff = await apiAs('staff.admin@example.com');
  const own = await croudieWithInbox(staff, 7);
  await signInAs(page, own.email, { password: own.password });
  await openPanel(page);
  const workTab = panel(page).getByRole('tab', { name: /^Work \(\d+\)$/ });
  const announcementsTab = panel(page).getByRole('tab', { name: /^Announcements \(\d+\)$/ });
  await expect(workTab).toBeVisible();
  await expect(announcementsTab).toHaveText('Announcements (3)');
  const work = Number((await workTab.textContent())!.match(/\d+/)![0]);
  expect(work).toBeGreaterThan(5);
  await expect(items(page)).toHaveCount(5);
  await panel(page).getByRole('button', { name: 'Show more', exact: true }).click();
  await expect(items(page)).toHaveCount(Math.min(work, 10));

  const subject = `Task offered live ${Date.now()}`;
  const sent = await staff.graphql(SEND_NOTIFICATION, {
    input: { principalId: own.principalId, subject, messageText: 'A new task is waiting.', relativeLink: '/work' },
  });
  expect(sent.errors).toBeUndefined();
  await expect(items(page).first()).toHaveAttribute('aria-label', subject);
  await expect(workTab).toHaveText(`Work (${work + 1})`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toHaveAttribute('data-unread', String(work + 1 + 3));

  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(workTab).toHaveText('Work (0)');
  await expect(announcementsTab).toHaveText('Announcements (3)');
});

test('announcements: alert, response with Reply, other with its own actions; 2 a fetch; answers stored', async ({ page }) => {
  const own = await croudieWithInbox(await apiAs('staff.admin@example.com'), 0);
  await signInAs(page, own.email, { password: own.password });
  await openPanel(page);
  await panel(page).getByRole('tab', { name: 'Announcements (3)' }).click();
  const cards = panel(page).getByRole('article');
  await expect(cards).toHaveCount(2); // limit 2 per fetch
  await panel(page).getByRole('button', { name: 'Show more announcements' }).click();
  await expect(cards).toHaveCount(3);
  await expect(panel(page).getByRole('button', { name: 'Show more announcements' })).toBeDisabled();

  // alert: only Mark as Read; its HTML is rendered
  const alert = card(page, 'Planned maintenance this weekend');
  await expect(alert.locator('strong')).toHaveText('Saturday from 22:00 to 23:00');
  await expect(alert.getByRole('button')).toHaveText(['Mark as Read']);
  await alert.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(alert).toHaveCount(0);
  await expect(panel(page).getByRole('tab', { name: 'Announcements (2)' })).toBeVisible();

  // response: Dismiss and Reply; after Reply its own actions (declined first) with a free-text reply
  const response = card(page, 'Availability for next month');
  await expect(response.getByRole('button')).toHaveText(['Dismiss', 'Reply']);
  await response.getByRole('button', { name: 'Reply' }).click();
  await expect(response.getByRole('button')).toHaveText(['Not this time', 'Count me in']);
  await response.getByRole('textbox', { name: 'Your reply' }).fill('About 20 hours a week');
  await response.getByRole('button', { name: 'Count me in' }).click();
  await expect(response).toHaveCount(0);

  // other: its own actions, declined first; a show action opens the reply box; nothing typed sends null
  const other = card(page, 'New Academy course: Paid Social basics');
  await expect(other.getByRole('button')).toHaveText(['Not interested', 'Remind me later', 'Got it']);
  await expect(other.getByRole('link', { name: 'Read more about the course' })).toHaveAttribute('rel', 'noopener noreferrer');
  await other.getByRole('button', { name: 'Remind me later' }).click();
  await expect(other.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
  await other.getByRole('button', { name: 'Got it' }).click();
  await expect(other).toHaveCount(0);
  await expect(panel(page).getByText('You have no unread announcements')).toBeVisible();
  await expect(panel(page).getByRole('tab', { name: 'Announcements (0)' })).toBeVisible();

  const answers = await graphqlAs<{
    myAnnouncements: { nodes: { state: string; response: string | null; announcement: { name: string } }[] };
  }>(page, MY_ANSWERS, { filters: { state: null } });
  const byName = new Map(answers.data!.myAnnouncements.nodes.map((n) => [n.announcement.name, n]));
  expect(byName.get('Planned maintenance this weekend')).toMatchObject({ state: 'read', response: null });
  expect(byName.get('Availability for next month')).toMatchObject({ state: 'read', response: 'About 20 hours a week' });
  expect(byName.get('New Academy course: Paid Social basics')).toMatchObject({ state: 'read', response: null });
});

test('announcements: a sent one arrives live; Dismiss; the action name is the response; a failed answer shows the error toast', async ({
  page,
}) => {
  const staff = await apiAs('staff.admin@example.com');
  const own = await croudieWithInbox(staff, 0, []);
  await signInAs(page, own.email, { password: own.password });
  await openPanel(page);
  await panel(page)
    .getByRole('tab', { name: /^Announcements/ })
    .click();
  const stamp = Date.now();
  const send = async (name: string) => {
    const sent = await staff.graphql(SEND_ANNOUNCEMENT, {
      input: {
        name,
        content: '<p>Quick question <img src="x" onerror="window.hacked=1"><script>window.hacked=1</script></p>',
        type: 'response',
        actions: [
          { name: 'Yes please', targetState: 'read' },
          { name: 'No thanks', targetState: 'declined' },
        ],
        croudieIds: [own.croudieId],
      },
    });
    expect(sent.errors).toBeUndefined();
  };

  await send(`Poll A ${stamp}`);
  const pollA = card(page, `Poll A ${stamp}`);
  await expect(pollA).toBeVisible(); // live: the announcement notification makes the tab fetch again
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
  await expect(pollA.locator('img, script')).toHaveCount(0);
  await pollA.getByRole('button', { name: 'Dismiss' }).click();
  await expect(pollA).toHaveCount(0);

  await send(`Poll B ${stamp}`);
  const pollB = card(page, `Poll B ${stamp}`);
  await pollB.getByRole('button', { name: 'Reply' }).click();
  await pollB.getByRole('button', { name: 'Yes please' }).click(); // nothing typed: the action name is the response
  await expect(pollB).toHaveCount(0);

  await send(`Poll C ${stamp}`);
  const pollC = card(page, `Poll C ${stamp}`);
  await expect(pollC).toBeVisible();
  // answered meanwhile elsewhere (another tab): answering again here fails with CONFLICT
  const mine = await graphqlAs<{
    myAnnouncements: { nodes: { id: string; announcement: { name: string; actions: { id: string; name: string }[] } }[] };
  }>(page, `query { myAnnouncements(pagination: { limit: 50 }) { nodes { id announcement { name actions { id name } } } } }`);
  const copy = mine.data!.myAnnouncements.nodes.find((n) => n.announcement.name === `Poll C ${stamp}`)!;
  const no = copy.announcement.actions.find((a) => a.name === 'No thanks')!;
  const answered = await graphqlAs(page, `mutation R($id: ID!, $a: ID!) { respondToAnnouncement(id: $id, actionId: $a) }`, {
    id: copy.id,
    a: no.id,
  });
  expect(answered.errors).toBeUndefined();
  await pollC.getByRole('button', { name: 'Reply' }).click();
  await pollC.getByRole('button', { name: 'Yes please' }).click();
  await expect(page.getByText('There was a problem sending your response, please try again.')).toBeVisible();
  await expect(pollC.getByRole('button', { name: 'Yes please' })).toBeEnabled();
  await expect(pollC).toBeVisible();

  const answers = await graphqlAs<{
    myAnnouncements: { nodes: { state: string; response: string | null; announcement: { name: string } }[] };
  }>(page, MY_ANSWERS, { filters: { state: null } });
  const byName = new Map(answers.data!.myAnnouncements.nodes.map((n) => [n.announcement.name, n]));
  expect(byName.get(`Poll A ${stamp}`)).toMatchObject({ state: 'read', response: null });
  expect(byName.get(`Poll B ${stamp}`)).toMatchObject({ state: 'read', response: 'Yes please' });
  expect(byName.get(`Poll C ${stamp}`)).toMatchObject({ state: 'declined', response: null });
});

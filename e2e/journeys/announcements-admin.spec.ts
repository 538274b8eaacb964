import type { Page } from '@playwright/test';
import { apiAs, createCroudie, must, type OwnCroudie } from '../support/api';
import { searchAndChoose } from '../support/antd-select';
import { plainOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

/*
 * Issue 22 (deliverables 4 and 5, ADRs 0287 and 0290): staff.admin (network_admin) schedules an announcement with a
 * response allowed for the croudies of one country; the platform clock moves past the schedule and the runner (every
 * 15 s) sends it; the croudie there sees it in the notification panel, opens /announcement/{id} from it and answers;
 * the report shows one recipient and a 100% response rate, and a croudie in another country did not get it.
 *
 * The country is one no demo croudie lives in (New Zealand), given to a croudie of the journey's own: the demo data has
 * more than one croudie in each of its countries (the US one shares hers with croudie.banners and some of the volume
 * croudies), and the 100% would need each of them to answer. It moves the platform clock (POST /api/dev/clock) and puts
 * it back afterwards.
 */

const COUNTRY = { code: 'NZ', name: 'New Zealand' };
const QUARTER_HOUR_MS = 15 * 60_000;

/** A day and a time as the form takes them: DD/MM/YYYY and HH:mm in UK time. */
function ukParts(at: Date): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.day}/${parts.month}/${parts.year}`, time: `${parts.hour}:${parts.minute}` };
}

const MY_ANNOUNCEMENTS = `query Mine { myAnnouncements(filters: { state: null }, pagination: { limit: 50 }) {
  nodes { announcement { name } } } }`;
const ADMIN_STATUS = `query Status($search: String) { adminAnnouncements(filters: { search: $search }) { nodes { subject status recipients } } }`;

async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('announcements admin', () => {
  test(
    'network admin schedules one for a country; the runner sends it at its time; the croudie there answers it on its page; the report shows it',
    { tag: '@global-state' },
    async ({ page }) => {
      test.setTimeout(300_000);
      const subject = `Working hours in ${COUNTRY.name} ${Date.now()}`;
      const staff = await apiAs('staff.admin@example.com');

      // a croudie of the journey's own, the only one in the country
      const own: OwnCroudie = await createCroudie({ label: 'announce' });
      const croudieApi = await apiAs(own.email, { password: own.password });
      await must(
        croudieApi.graphql(
          'mutation Country($id: ID!, $code: String) { updateCroudieProfile(croudieId: $id, input: { countryCode: $code }) { id } }',
          {
            id: own.croudieId,
            code: COUNTRY.code,
          },
        ),
      );

      // Node (not the browser) calls the gateway: plain localhost, the dev clock is tenant-free.
      const clock = `${plainOrigin}/api/dev/clock`;
      const started = (await (await page.request.get(clock)).json()) as { now: string };
      const realStart = Date.now();
      // the next quarter hour at least three minutes ahead of the platform clock
      const scheduledAt = new Date(Math.ceil((Date.parse(started.now) + 3 * 60_000) / QUARTER_HOUR_MS) * QUARTER_HOUR_MS);
      const when = ukParts(scheduledAt);

      try {
        // staff.admin: the form, its audience count and preview, then Schedule
        await signInAs(page, 'staff.admin@example.com', { path: '/announcements' });
        await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
        await page.getByRole('button', { name: 'Create announcement' }).click();
        const form = page.getByRole('form', { name: 'New announcement' });
        await expect(form).toBeVisible();
        await form.getByLabel('Subject', { exact: true }).fill(subject);
        // the body in the rich-text editor: a bold phrase from the toolbar
        await form.getByRole('textbox', { name: 'Body' }).click();
        await page.keyboard.type('Which hours suit you best for ');
        await form.getByRole('button', { name: 'Bold' }).click();
        await page.keyboard.type('live campaigns');
        await form.getByRole('button', { name: 'Bold' }).click();
        await page.keyboard.type('?');
        await form.getByRole('switch', { name: 'Allow response' }).click();
        await form.getByLabel('Positive button').fill('Send my hours');
        await form.getByLabel('Negative button').fill('Not for me');
        await form.getByLabel('Lifetime in days').fill('7');
        await searchAndChoose(
          page,
          form.getByRole('combobox', { name: 'Countries (Send to croudies who match)' }),
          COUNTRY.name,
          COUNTRY.name,
        );

        const preview = form.getByRole('region', { name: 'As croudies will see it' });
        await expect(preview.getByRole('status', { name: 'Audience' })).toHaveText('1 croudie matches now');
        const card = preview.getByRole('article', { name: subject });
        await expect(card.locator('strong')).toHaveText('live campaigns');
        await expect(card.getByRole('button')).toHaveText(['Dismiss', 'Reply']);

        const date = form.getByLabel('Schedule date');
        await date.fill(when.date);
        await date.press('Tab');
        await searchAndChoose(page, form.getByRole('combobox', { name: 'Schedule time' }), when.time, when.time);
        await form.getByRole('button', { name: 'Schedule', exact: true }).click();
        await expect(page.getByText(/^Announcement scheduled for /)).toBeVisible();
        await expect(form).toBeHidden();
        const row = page.getByRole('row', { name: new RegExp(subject) });
        await expect(row).toContainText('Scheduled');

        // the platform clock moves past the schedule: the runner's next pass (every 15 s) sends it
        const moved = await page.request.post(clock, { data: { now: new Date(scheduledAt.getTime() + 60_000).toISOString() } });
        expect(moved.ok()).toBe(true);
        const statusOf = async () =>
          (
            await must(
              staff.graphql<{ adminAnnouncements: { nodes: { subject: string; status: string; recipients: number }[] } }>(ADMIN_STATUS, {
                search: subject,
              }),
            )
          ).adminAnnouncements.nodes.find((n) => n.subject === subject);
        await expect.poll(async () => (await statusOf())?.status, { timeout: 60_000 }).toBe('active');
        expect((await statusOf())?.recipients).toBe(1);

        // the croudie in that country: the panel, View, the page, Reply and an answer
        await signInAs(page, own.email, { password: own.password, path: '/work' });
        const panel = await openPanel(page);
        await panel.getByRole('tab', { name: /^Announcements \(\d+\)$/ }).click();
        const inPanel = panel.getByRole('article', { name: subject });
        await expect(inPanel).toBeVisible();
        await inPanel.getByRole('link', { name: 'View' }).click();
        await page.waitForURL((url) => /^\/announcement\/\d+$/.test(url.pathname));
        await expect(panel).toBeHidden();
        await expect(page.getByRole('heading', { level: 1, name: 'Announcement' })).toBeVisible();
        const onPage = page.getByRole('article', { name: subject });
        await expect(onPage.getByRole('button')).toHaveText(['Dismiss', 'Reply']);
        await onPage.getByRole('button', { name: 'Reply' }).click();
        await expect(onPage.getByRole('button')).toHaveText(['Not for me', 'Send my hours']);
        await onPage.getByRole('textbox', { name: 'Your reply' }).fill('Mornings, NZ time');
        const bell = page.getByRole('button', { name: 'Notifications', exact: true });
        const unreadBefore = Number(await bell.getAttribute('data-unread'));
        expect(unreadBefore).toBeGreaterThan(0);
        await onPage.getByRole('button', { name: 'Send my hours' }).click();
        // answered on its page, it leaves the bell's count at once (not only when the panel next opens)
        await expect(bell).toHaveAttribute('data-unread', String(unreadBefore - 1));
        await expect(onPage.getByRole('status')).toContainText('You responded on');
        await expect(onPage.getByRole('status')).toContainText('Your response: Mornings, NZ time');
        await expect(onPage.getByRole('button')).toHaveCount(0);

        // a croudie in another country (croudie.active, in the UK) did not get it
        const elsewhere = await apiAs('croudie.active@example.com');
        const theirs = await must(
          elsewhere.graphql<{ myAnnouncements: { nodes: { announcement: { name: string } }[] } }>(MY_ANNOUNCEMENTS),
        );
        expect(theirs.myAnnouncements.nodes.map((n) => n.announcement.name)).not.toContain(subject);

        // the report: one recipient, who read and answered it
        await signInAs(page, 'staff.admin@example.com', { path: '/announcements' });
        await page.getByLabel('Search announcements by subject').fill(subject);
        const sent = page.getByRole('row', { name: new RegExp(subject) });
        await expect(sent).toContainText('Active');
        await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${subject}` }), 'Report');
        await page.waitForURL((url) => /^\/announcements\/\d+\/report$/.test(url.pathname));
        await expect(page.getByRole('heading', { level: 2, name: `Report: ${subject}` })).toBeVisible();
        const figure = (label: string) => page.locator('.ant-descriptions-item', { hasText: label });
        await expect(figure('Type')).toContainText('Response');
        await expect(figure('Recipients')).toContainText('1');
        await expect(figure('Read rate')).toContainText('100% (1 of 1)');
        await expect(figure('Response rate')).toContainText('100% (1 of 1)');
        await expect(figure('Remaining time')).toContainText(/\d+ days?/);
        await expect(page.getByRole('img', { name: /Reads and responses per day/ })).toBeVisible();
        const answers = page.getByRole('table', { name: 'Answers per action' });
        await expect(answers.getByRole('row', { name: /Send my hours/ })).toContainText('1');
      } finally {
        // put the clock back where it would have been, for the journeys after this one
        await page.request.post(clock, { data: { now: new Date(Date.parse(started.now) + (Date.now() - realStart)).toISOString() } });
      }
    },
  );
});

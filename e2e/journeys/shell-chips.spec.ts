import { expect, signInAs, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

/*
 * The monthly hours chip (96 h = 5760 min; warning from 80 %, "Limit reached" at 100 %) with the seeded croudies at
 * 79 % (4551 min), 80 % (4608 min) and 100 % (5760 min) (platform-api/src/seed/shell-accounts.ts).
 */
test.describe('network toolbar chips', () => {
  const cases = [
    { email: 'croudie.hours79@example.com', state: 'normal', text: '75h 51m of 96h', hint: 'Monthly hours' },
    {
      email: 'croudie.hours80@example.com',
      state: 'warning',
      text: '76h 48m of 96h',
      hint: 'You have used 80% of your monthly hours limit',
    },
    {
      email: 'croudie.hours100@example.com',
      state: 'limitReached',
      text: 'Limit reached',
      hint: 'Monthly hours limit reached: no more tasks are assigned until next month',
    },
  ] as const;

  for (const c of cases) {
    test(`hours chip at ${c.email.replace(/\D/g, '')} %: ${c.state}`, async ({ page }) => {
      await signInAs(page, c.email);
      const chip = page.getByRole('status', { name: `Monthly hours: ${c.text}` });
      await expect(chip).toBeVisible();
      await expect(chip).toHaveText(c.text);
      await expect(chip).toHaveAttribute('data-state', c.state);
      // the colour follows the state: default, warning, error
      const colour =
        c.state === 'normal'
          ? /ant-tag-default|^(?!.*ant-tag-(warning|error))/
          : c.state === 'warning'
            ? /ant-tag-warning/
            : /ant-tag-error/;
      await expect(chip).toHaveClass(colour);
      await chip.hover();
      await expect(page.getByRole('tooltip')).toHaveText(c.hint);
      // no work logged yet: £0.00 earnings
      await expect(page.getByRole('status', { name: 'Earnings £0.00' })).toBeVisible();
    });
  }

  test('a limited company has no hours chip, only earnings', async ({ page }) => {
    await signInAs(page, 'croudie.limited@example.com');
    await expect(page.getByTestId('earnings-chip')).toBeVisible();
    await expect(page.getByTestId('monthly-hours-chip')).toHaveCount(0);
  });
});

/* The control toolbar's journal progress ring: error up to 39 %, warning up to 99 %, success from 100 % (spec §4),
 * updated live by updateBreakdown. The browser's clock is set to a past weekday with nothing logged yet (the ring
 * shows "today"), and entries are logged for that day through the API as the signed-in person. */
test.describe('journal progress ring', () => {
  const gql = (page: import('@playwright/test').Page, query: string, variables: Record<string, unknown> = {}) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ad-hoc queries, read field by field below
    graphqlAs<any>(page, query, variables);

  const londonDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

  test('colours at 38 %, 40 %, 99 % and 100 % of the day’s target, live', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'staff.member@example.com');
    await expect(page.getByTestId('journal-progress')).toBeVisible();

    // a weekday at least three weeks back with nothing logged (so the journey can run again on the same data)
    let day: string | null = null;
    let target = 0;
    for (let back = 21; back < 120 && !day; back++) {
      const d = new Date(Date.now() - back * 86_400_000);
      if ([0, 6].includes(d.getUTCDay())) continue;
      const candidate = londonDate(d);
      const res = await gql(page, 'query($f: JournalFilters!) { myJournals(filters: $f) { breakdown { target minutes } } }', {
        f: { startDate: candidate, endDate: candidate },
      });
      const b = res.data.myJournals.breakdown as { target: number; minutes: number };
      if (b.minutes === 0 && b.target > 0) [day, target] = [candidate, b.target];
    }
    expect(day, 'a past weekday with nothing logged').not.toBeNull();

    // what to log: a client, one of its channels and a task type that fits it
    const options = await gql(page, '{ journalClients { id channels { id slug } } journalCategories { id children { id channelTypes } } }');
    const client = (options.data.journalClients as { id: string; channels: { id: string; slug: string }[] }[]).find(
      (c) => c.channels.length,
    )!;
    const channel = client.channels[0]!;
    const parent = (options.data.journalCategories as { id: string; children: { id: string; channelTypes: string[] }[] }[]).find((p) =>
      p.children.some((c) => c.channelTypes.length === 0 || c.channelTypes.includes(channel.slug)),
    )!;
    const taskType = parent.children.find((c) => c.channelTypes.length === 0 || c.channelTypes.includes(channel.slug))!;
    const log = async (minutes: number) => {
      const res = await gql(page, 'mutation($j: JournalInput!) { createJournal(journal: $j) { id } }', {
        j: {
          date: day,
          minutes,
          summary: 'Ring colour check',
          clientId: client.id,
          channelIds: [channel.id],
          categoryId: parent.id,
          taskTypeId: taskType.id,
        },
      });
      expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    };

    // the ring shows that day as "today"
    await page.clock.setFixedTime(new Date(`${day}T12:00:00Z`));
    await page.reload();
    const ring = page.getByTestId('journal-progress');
    await expect(ring).toHaveAttribute('data-colour', 'error');
    await expect(ring).toHaveAccessibleName('Journal progress 0%');

    const at = (percent: number) => Math.ceil((target * percent) / 100);
    await log(at(38));
    await expect(ring).toHaveAccessibleName('Journal progress 38%');
    await expect(ring).toHaveAttribute('data-colour', 'error');
    await log(at(40) - at(38));
    await expect(ring).toHaveAccessibleName('Journal progress 40%');
    await expect(ring).toHaveAttribute('data-colour', 'warning');
    await log(target - 1 - at(40));
    await expect(ring).toHaveAccessibleName('Journal progress 99%');
    await expect(ring).toHaveAttribute('data-colour', 'warning');
    await log(1);
    await expect(ring).toHaveAccessibleName('Journal progress 100%');
    await expect(ring).toHaveAttribute('data-colour', 'success');
  });
});

import { expect, signInAs, test } from '../support/fixtures';
import { apiAs, must } from '../support/api';

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
 * updated live by updateBreakdown. The ring shows today by the platform clock (ADR 0273), so the journey logs today's
 * entries through the API as finance.user, whose journal no other journey writes to (a staff user of the journey's own
 * would have no client to log against). At a weekend or on a public holiday there is no target: the ring then shows
 * the minutes alone, which the journey checks instead. */
test.describe('journal progress ring', () => {
  const londonDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);
  const FINANCE = 'finance.user@example.com';

  test('colours at 38 %, 40 %, 99 % and 100 % of the day’s target, live', async ({ page }) => {
    test.setTimeout(120_000);
    const them = await apiAs(FINANCE);
    const { platformNow } = await must(them.graphql<{ platformNow: string }>('{ platformNow }'));
    const day = londonDate(new Date(platformNow));
    const { myJournals } = await must(
      them.graphql<{ myJournals: { breakdown: { target: number; minutes: number } } }>(
        'query($f: JournalFilters!) { myJournals(filters: $f) { breakdown { target minutes } } }',
        { f: { startDate: day, endDate: day } },
      ),
    );
    const target = myJournals.breakdown.target;
    expect(myJournals.breakdown.minutes, 'nothing logged today yet (npm test starts from fresh demo data)').toBe(0);

    // what to log: a client, one of its channels and a task type that fits it
    const options = await must(
      them.graphql<{
        journalClients: { id: string; channels: { id: string; slug: string }[] }[];
        journalCategories: { id: string; children: { id: string; channelTypes: string[] }[] }[];
      }>('{ journalClients { id channels { id slug } } journalCategories { id children { id channelTypes } } }'),
    );
    const client = options.journalClients.find((c) => c.channels.length)!;
    const channel = client.channels[0]!;
    const parent = options.journalCategories.find((p) =>
      p.children.some((c) => c.channelTypes.length === 0 || c.channelTypes.includes(channel.slug)),
    )!;
    const taskType = parent.children.find((c) => c.channelTypes.length === 0 || c.channelTypes.includes(channel.slug))!;
    const log = (minutes: number) =>
      must(
        them.graphql('mutation($j: JournalInput!) { createJournal(journal: $j) { id } }', {
          j: {
            date: day,
            minutes,
            summary: 'Ring colour check',
            clientId: client.id,
            channelIds: [channel.id],
            categoryId: parent.id,
            taskTypeId: taskType.id,
          },
        }),
      );

    await signInAs(page, FINANCE, { path: '/work' });
    const ring = page.getByTestId('journal-progress');
    if (target === 0) {
      // a weekend or a public holiday of their office: no target today, the ring counts minutes
      await expect(ring).toHaveAccessibleName('Journal: 0 minutes logged today', { timeout: 30_000 });
      await log(45);
      await expect(ring).toHaveAccessibleName('Journal: 45 minutes logged today');
      return;
    }
    await expect(ring).toHaveAccessibleName('Journal progress 0%', { timeout: 30_000 });
    await expect(ring).toHaveAttribute('data-colour', 'error');

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

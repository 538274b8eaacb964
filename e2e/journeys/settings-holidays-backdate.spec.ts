import { apiAs, must } from '../support/api';
import { pickOption } from '../support/antd-select';
import { expect, signInAs, test } from '../support/fixtures';
import { chooseMenuItem } from '../support/antd-menu';

// Settings › public holidays and task backdate (staff-and-admin.md §2, §3 Holiday, §5, §8; ADR 0260).

/** DD/MM/YYYY, as the date input takes it. */
const typed = (isoDay: string) => isoDay.split('-').reverse().join('/');
/** MMM D, YYYY, as the screen shows a day. */
const shown = (isoDay: string) =>
  new Date(`${isoDay}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

test.describe('settings: public holidays', () => {
  test('staff.admin adds a public holiday for one office, finds it in its year, and deletes it', async ({ page }) => {
    // own data: a name and a day far ahead that no other run uses
    const stamp = Date.now();
    const name = `Journey holiday ${stamp}`;
    const year = 2040 + (Math.floor(stamp / 1000) % 60);
    const day = `${year}-${String((Math.floor(stamp / 60_000) % 12) + 1).padStart(2, '0')}-${String((stamp % 28) + 1).padStart(2, '0')}`;

    await signInAs(page, 'staff.admin@example.com', { path: '/settings/public-holidays' });
    await expect(page.getByRole('heading', { name: 'Public holidays', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Public holidays' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();

    await page.getByRole('button', { name: 'Add public holiday' }).click();
    const dialog = page.getByRole('dialog', { name: 'New public holiday' });
    await expect(dialog.getByText('Leave empty for a holiday of every office.')).toBeVisible();
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Date').fill(typed(day));
    await dialog.getByLabel('Date').blur();
    await dialog.getByLabel('Offices').click();
    await dialog.getByLabel('Offices').fill('Dublin');
    await pickOption(page, 'Dublin');
    await page.keyboard.press('Escape');
    await expect(dialog.locator('.ant-select-selection-item-content', { hasText: 'Dublin' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Record has been successfully created')).toBeVisible();
    await expect(dialog).toBeHidden();

    // the list moves to the holiday's year, which is in the URL
    await expect(page).toHaveURL(new RegExp(`[?&]year=${year}`));
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Dublin');

    // a second holiday that day is refused on the date field
    await page.getByRole('button', { name: 'Add public holiday' }).click();
    const second = page.getByRole('dialog', { name: 'New public holiday' });
    await second.getByLabel('Name').fill(`${name} again`);
    await second.getByLabel('Date').fill(typed(day));
    await second.getByLabel('Date').blur();
    await second.getByRole('button', { name: 'Save' }).click();
    await expect(second.getByText(`There is already a public holiday on ${day}: ${name}`)).toBeVisible();
    await second.getByRole('button', { name: 'Cancel' }).click();

    await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${name}` }), 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Record has been successfully deleted')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  });
});

interface Backdatable {
  id: string;
  name: string;
  croudieName: string | null;
  completedOn: string | null;
  earliestOn: string;
}

test.describe('settings: task backdate', () => {
  test(
    "staff.admin backdates a croudie's completed task, and is refused backdating a task that is not complete",
    // it moves a demo task's completion (and its work log): other journeys must not see it happen
    { tag: '@global-state' },
    async ({ page }) => {
      const admin = await apiAs('staff.admin@example.com');
      // a completed task of a croudie no other journey signs in as, with a day before its completion to move to
      const { backdatableTasks } = await must(
        admin.graphql<{ backdatableTasks: { nodes: Backdatable[] } }>(
          '{ backdatableTasks(pagination: { limit: 100 }) { nodes { id name croudieName completedOn earliestOn } } }',
        ),
      );
      const task = backdatableTasks.nodes.find(
        (n) => n.croudieName && !/ (Active|Limited|Pending|Inactive)$/.test(n.croudieName) && n.completedOn && n.earliestOn < n.completedOn,
      );
      expect(task, 'a completed task of a croudie to backdate').toBeDefined();
      const before = new Date(`${task!.completedOn}T12:00:00Z`);
      before.setUTCDate(before.getUTCDate() - 1);
      const target = before.toISOString().slice(0, 10);

      // an open task of staff.admin's (the job owner): not complete
      const { myTasks } = await must(
        admin.graphql<{ myTasks: { nodes: { id: string; name: string }[] } }>(
          '{ myTasks(filters: { states: [IN_PROGRESS] }, pagination: { limit: 1 }) { nodes { id name } } }',
        ),
      );
      const open = myTasks.nodes[0]!;

      await signInAs(page, 'staff.admin@example.com', { path: '/settings/task-backdate' });
      await expect(page.getByRole('heading', { name: 'Task backdate', level: 2 })).toBeVisible();

      // find it in the list of completed tasks by its id
      await page.getByRole('textbox', { name: 'Search by task, client, croudie or ID' }).fill(`#${task!.id}`);
      const table = page.getByRole('table', { name: 'Tasks croudies completed' });
      await expect(table.getByRole('row')).toHaveCount(2);
      await chooseMenuItem(page, page.getByRole('button', { name: `More actions for ${task!.name}` }), 'Backdate');
      const card = page.getByText(`Backdate ${task!.name}`);
      await expect(card).toBeVisible();
      await expect(page.getByLabel('New completion date')).toHaveValue(typed(task!.completedOn!));

      await page.getByLabel('New completion date').fill(typed(target));
      await page.getByLabel('New completion date').blur();
      await page.getByRole('button', { name: 'Backdate task' }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: `Backdate ${task!.name}?` });
      await expect(confirm).toContainText(`from ${shown(task!.completedOn!)} to ${shown(target)}`);
      await confirm.getByRole('button', { name: 'Backdate' }).click();
      await expect(page.getByText(`The task has been backdated to ${shown(target)}`)).toBeVisible();
      const after = await must(
        admin.graphql<{ taskToBackdate: { completedOn: string; workLogCompletedAt: string | null; completedAt: string } }>(
          'query($id: ID!) { taskToBackdate(taskId: $id) { completedOn completedAt workLogCompletedAt } }',
          { id: task!.id },
        ),
      );
      expect(after.taskToBackdate.completedOn).toBe(target);
      expect(after.taskToBackdate.workLogCompletedAt).toBe(after.taskToBackdate.completedAt);

      // a task that is not complete: found by its id, refused with the §8 toast and the reason
      await page.getByLabel('Task ID').fill(open.id);
      await page.getByRole('button', { name: 'Find task' }).click();
      await expect(page.getByText(`Backdate ${open.name}`)).toBeVisible();
      await expect(page.getByText('In progress', { exact: true })).toBeVisible();
      await page.getByRole('button', { name: 'Backdate task' }).click();
      await page
        .getByRole('dialog')
        .filter({ hasText: `Backdate ${open.name}?` })
        .getByRole('button', { name: 'Backdate' })
        .click();
      await expect(
        page.getByText('Task has failed backdating: Only a completed task can be backdated: this one is in progress'),
      ).toBeVisible();
    },
  );
});

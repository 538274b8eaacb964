import { dialogsSettled } from '../support/antd-modal';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// Academy authoring (issue 22 deliverable 1; staff-and-admin.md §2 Academy, §3 Course, Assessment, Question, §4; ADRs
// 0288, 0289): academy.user builds a course on control — a text module written in the rich-text editor, a multiple
// choice assessment with a question — publishes the assessment, then the course. The course is the journey's own
// (a unique name) and private, so no croudie's list of available courses shows it to other journeys.
const ACADEMY = 'academy.user@example.com';
const stamp = () => `${process.pid}${Date.now().toString(36)}`;

test.describe('academy authoring', () => {
  test('a course with a module and a multiple choice question is written and published', async ({ page }) => {
    test.setTimeout(180_000);
    const name = `E2E course ${stamp()}`;
    await signInAs(page, ACADEMY, { tenant: 'control' });
    await page.goto(`${tenantOrigin('control')}/academy`);
    const academy = page.getByRole('region', { name: 'mfe-academy' });
    await expect(academy.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible();

    // the course
    await academy.getByRole('button', { name: 'New course' }).click();
    await expect(academy.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    const courseForm = academy.getByRole('form', { name: 'Course details' });
    await courseForm.getByLabel('Name').fill(name);
    await courseForm.getByLabel('Description').fill('How paid social auctions work, written by the journey.');
    await courseForm.getByRole('switch', { name: 'Private' }).click();
    await courseForm.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/academy\/courses\/\d+$/);
    await expect(academy.getByRole('heading', { level: 1, name })).toBeVisible();

    // a text module, written in the rich-text editor
    await academy.getByRole('tab', { name: 'Modules (0)' }).click();
    await academy.getByRole('button', { name: 'Add module' }).click();
    const moduleForm = page.getByRole('dialog').getByRole('form', { name: 'New module' });
    await moduleForm.getByLabel('Title').fill('Welcome');
    const text = moduleForm.getByRole('textbox', { name: 'Text' });
    await text.click();
    await page.keyboard.type('Auctions decide which ad shows. ');
    await moduleForm.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Bids matter.');
    await moduleForm.getByRole('button', { name: 'Save' }).click();
    await expect(academy.getByRole('list', { name: 'Modules' }).getByRole('listitem')).toHaveText([/Welcome/]);
    await expect(academy.getByRole('tab', { name: 'Modules (1)' })).toBeVisible();

    // a multiple choice assessment: saving it opens its question editor
    await academy.getByRole('tab', { name: 'Assessments (0)' }).click();
    await academy.getByRole('button', { name: 'Add assessment' }).click();
    const assessmentForm = page.getByRole('dialog').getByRole('form', { name: 'New assessment' });
    await assessmentForm.getByLabel('Name').fill('Auction quiz');
    await assessmentForm.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/academy\/courses\/\d+\/assessments\/\d+$/);
    await expect(academy.getByRole('heading', { level: 1, name: 'Auction quiz' })).toBeVisible();

    // publishing an assessment without questions is refused in the API's words
    const actions = academy.getByRole('group', { name: 'Assessment actions' });
    await actions.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Unable to publish assessment: it has no questions')).toBeVisible();

    // a single answer question
    await academy.getByRole('button', { name: 'Add question' }).click();
    const questionForm = page.getByRole('dialog').getByRole('form', { name: 'New question' });
    await questionForm.getByLabel('Question').fill('What decides which ad shows?');
    await expect(questionForm.getByText('28 / 500')).toBeVisible();
    await questionForm.getByRole('textbox', { name: 'Answer 1' }).fill('The auction');
    await questionForm.getByRole('textbox', { name: 'Answer 2' }).fill('The time of day');
    await questionForm.getByRole('radio', { name: 'Answer 1 is correct' }).check();
    await questionForm.getByRole('button', { name: 'Save' }).click();
    await expect(academy.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveText([/What decides which ad shows\?/]);

    await actions.getByRole('button', { name: 'Publish' }).click();
    await expect(actions.getByRole('button', { name: 'Unpublish' })).toBeVisible();

    // back on the course: publish it
    await academy.getByRole('link', { name: `Back to ${name}` }).click();
    await expect(academy.getByRole('heading', { level: 1, name })).toBeVisible();
    const courseActions = academy.getByRole('group', { name: 'Course actions' });
    await courseActions.getByRole('button', { name: 'Publish' }).click();
    await expect(courseActions.getByRole('button', { name: 'Pause' })).toBeVisible();
    await dialogsSettled(page);

    // the list shows it live
    await academy.getByRole('link', { name: 'All courses' }).click();
    await academy.getByRole('textbox', { name: 'Search courses' }).fill(name);
    const row = academy.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Live');
  });
});

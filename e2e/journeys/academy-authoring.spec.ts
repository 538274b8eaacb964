import { createCroudie } from '../support/api';
import { dialogsSettled } from '../support/antd-modal';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, test } from '../support/fixtures';

// The academy end to end (issue 22; staff-and-admin.md §2 Academy, §3 Course, Assessment, Question, §4; ADRs 0288,
// 0289): academy.user builds an onboarding course on control — a text module written in the rich-text editor, an essay
// assessment with a multiple choice and an essay question — and publishes it; a pending croudie of the journey's own
// takes it on the network; academy.user passes the essay in the review queue; the croudie's practical test is complete.
// The course has a unique name, and only pending croudies see it.
const ACADEMY = 'academy.user@example.com';
const stamp = () => `${process.pid}${Date.now().toString(36)}`;

test.describe('academy authoring', () => {
  test('staff build a course with a multiple choice and an essay question; a pending croudie passes it through review', async ({
    page,
    browser,
  }) => {
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
    await courseForm.getByRole('radio', { name: 'Pending' }).check();
    await courseForm.getByRole('switch', { name: 'Part of onboarding' }).click();
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

    // an essay assessment: saving it opens its question editor
    await academy.getByRole('tab', { name: 'Assessments (0)' }).click();
    await academy.getByRole('button', { name: 'Add assessment' }).click();
    const assessmentForm = page.getByRole('dialog').getByRole('form', { name: 'New assessment' });
    await assessmentForm.getByLabel('Name').fill('Auction quiz');
    await assessmentForm.getByRole('radio', { name: 'Essay' }).check();
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

    // an essay question: no answers to choose from
    await dialogsSettled(page);
    await academy.getByRole('button', { name: 'Add question' }).click();
    const essayForm = page.getByRole('dialog').getByRole('form', { name: 'New question' });
    await essayForm.getByLabel('Question').fill('In a sentence or two: how would you raise a bid?');
    await essayForm.getByRole('radio', { name: 'Essay' }).check();
    await essayForm.getByRole('button', { name: 'Save' }).click();
    await expect(academy.getByRole('list', { name: 'Questions' }).getByRole('listitem')).toHaveText([
      /What decides which ad shows\?/,
      /how would you raise a bid\?/,
    ]);

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

    // a pending croudie of the journey's own takes it on the network
    const lastName = `Writer ${stamp()}`;
    const own = await createCroudie({ status: 'pending', label: 'academy-essay', firstName: 'Essay', lastName });
    const croudieContext = await browser.newContext();
    const croudie = await croudieContext.newPage();
    await signInAs(croudie, own.email, { password: own.password, path: '/academy' });
    const learning = croudie.getByRole('region', { name: 'mfe-academy' });
    await learning.getByRole('searchbox', { name: 'Search courses' }).fill(name);
    await learning.getByRole('searchbox', { name: 'Search courses' }).press('Enter');
    await learning.getByRole('link', { name: `Open ${name}` }).click();
    await learning.getByRole('button', { name: 'Enrol' }).click();
    await learning.getByRole('link', { name: 'Auction quiz' }).click();
    await learning.getByRole('button', { name: 'Take assessment' }).click();
    await learning.getByRole('radio', { name: 'The auction' }).check();
    await learning
      .getByRole('textbox', { name: 'Your answer to question 2' })
      .fill('Raise it where the ad converts best, a little at a time.');
    await learning.getByRole('button', { name: 'Submit answers' }).click();
    await dialogsSettled(croudie);
    await croudie.getByRole('dialog').getByRole('button', { name: 'Submit answers' }).click();
    await expect(learning.getByRole('heading', { name: 'Your answers are waiting for review' })).toBeVisible();

    // academy.user passes the essay in the review queue
    await page.goto(`${tenantOrigin('control')}/academy/review`);
    const attempt = academy.getByRole('article', { name: `Essay ${lastName}: Auction quiz` });
    await expect(attempt.getByText('Raise it where the ad converts best, a little at a time.')).toBeVisible();
    await attempt.getByLabel('Feedback').fill('Well reasoned.');
    await attempt.getByRole('button', { name: `Pass the attempt of Essay ${lastName}` }).click();
    await expect(page.getByText('The attempt has been passed')).toBeVisible();

    // the croudie passed, and the checklist's practical test is complete
    await croudie.reload();
    await expect(learning.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(learning.getByText('Well reasoned.')).toBeVisible();
    await croudie.goto(`${tenantOrigin('network')}/dashboard/pending`);
    await expect(croudie.getByRole('region', { name: 'Practical test', exact: true }).getByText('Complete', { exact: true })).toBeVisible();
    await croudieContext.close();
  });
});

import type { Page } from '@playwright/test';
import { apiAs, createCroudie, must, type ApiSession } from '../support/api';
import { dialogsSettled } from '../support/antd-modal';
import { expect, signInAs, test } from '../support/fixtures';

// Issue 22: a pending croudie goes through the academy. The course is built by academy.user through the API (the
// authoring screens have their own journey); the croudie is the journey's own (pending, nothing done), so the checklist
// it turns complete is no other journey's.
const RUN = `${process.pid}.${Date.now().toString(36)}`;

interface Built {
  courseId: string;
  name: string;
}

/** A live course for pending croudies (part of onboarding) with a text module and one assessment of `questions`. */
async function buildCourse(
  academy: ApiSession,
  name: string,
  assessment: Record<string, unknown>,
  questions: Record<string, unknown>[],
): Promise<Built> {
  const { createAcademyCourse } = await must(
    academy.graphql<{ createAcademyCourse: { id: string } }>(
      'mutation ($input: AcademyCourseInput!) { createAcademyCourse(input: $input) { id } }',
      { input: { name, description: 'What a brief needs.', applicableStatus: 'PENDING', partOfOnboarding: true } },
    ),
  );
  const courseId = createAcademyCourse.id;
  await must(
    academy.graphql('mutation ($c: ID!, $input: AcademyModuleInput!) { addAcademyModule(courseId: $c, input: $input) { id } }', {
      c: courseId,
      input: { kind: 'TEXT', title: 'Writing a brief', body: '<p>A brief says <strong>what</strong>, <em>why</em> and by when.</p>' },
    }),
  );
  const { addAcademyAssessment } = await must(
    academy.graphql<{ addAcademyAssessment: { id: string } }>(
      'mutation ($c: ID!, $input: AcademyAssessmentInput!) { addAcademyAssessment(courseId: $c, input: $input) { id } }',
      { c: courseId, input: assessment },
    ),
  );
  for (const input of questions) {
    await must(
      academy.graphql('mutation ($a: ID!, $input: AcademyQuestionInput!) { addAcademyQuestion(assessmentId: $a, input: $input) { id } }', {
        a: addAcademyAssessment.id,
        input,
      }),
    );
  }
  await must(academy.graphql('mutation ($id: ID!) { publishAcademyAssessment(id: $id) { id } }', { id: addAcademyAssessment.id }));
  await must(academy.graphql('mutation ($id: ID!) { publishAcademyCourse(id: $id) { id } }', { id: courseId }));
  return { courseId, name };
}

async function openCourse(page: Page, name: string) {
  const academy = page.getByRole('region', { name: 'mfe-academy' });
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search courses' }).press('Enter');
  await academy.getByRole('link', { name: `Open ${name}` }).click();
  await expect(academy.getByRole('heading', { level: 1, name })).toBeVisible();
  return academy;
}

test.describe('the academy for a pending croudie', () => {
  test('enrols, reads a module, takes an essay assessment; once a reviewer passes it the practical test is complete', async ({ page }) => {
    test.setTimeout(120_000);
    const academyStaff = await apiAs('academy.user@example.com');
    const course = await buildCourse(
      academyStaff,
      `Briefs ${RUN}`,
      { name: 'Brief check', type: 'ESSAY', passScore: 50, timeLimitMinutes: 30 },
      [
        {
          text: 'Which belongs in a brief?',
          type: 'SINGLE',
          answers: [{ text: 'The deadline', correct: true }, { text: 'Your lunch order' }],
        },
        { text: 'Describe a good brief in a few sentences.', type: 'ESSAY' },
      ],
    );
    const own = await createCroudie({ status: 'pending', label: 'academy' });
    await signInAs(page, own.email, { password: own.password, path: '/academy' });
    const academy = await openCourse(page, course.name);

    await academy.getByRole('button', { name: 'Enrol' }).click();
    await expect(page.getByText('You are on this course')).toBeVisible();
    await academy.getByRole('link', { name: 'Writing a brief' }).click();
    await expect(academy.getByText('by when.')).toBeVisible();
    await academy.getByRole('link', { name: 'Back to the course' }).click();
    await expect(academy.getByText('Read', { exact: true })).toBeVisible();

    await academy.getByRole('link', { name: 'Brief check' }).click();
    await expect(academy.getByText('Time limit: 30 minutes')).toBeVisible();
    await academy.getByRole('button', { name: 'Take assessment' }).click();
    await expect(academy.getByRole('timer', { name: 'Time left' })).toContainText(/Time left: (30:00|29:\d\d)/);
    await academy.getByRole('radio', { name: 'The deadline' }).check();
    await academy.getByRole('textbox', { name: 'Your answer to question 2' }).fill('What is wanted, why, and by when, with an example.');
    await academy.getByRole('button', { name: 'Submit answers' }).click();
    await dialogsSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Submit answers' }).click();
    await expect(academy.getByRole('heading', { level: 1, name: 'Answers submitted' })).toBeVisible();
    await expect(academy.getByRole('heading', { name: 'Your answers are waiting for review' })).toBeVisible();

    // the reviewer passes the essay (academy.user; the review screen has its own journey)
    const queue = await must(
      academyStaff.graphql<{ academyReviewQueue: { attempts: { id: string; course: { id: string } }[] } }>(
        '{ academyReviewQueue(pagination: { limit: 100 }) { attempts { id course { id } } } }',
      ),
    );
    const attempt = queue.academyReviewQueue.attempts.find((a) => a.course.id === course.courseId)!;
    await must(
      academyStaff.graphql(
        'mutation ($id: ID!) { reviewAssessmentAttempt(id: $id, passed: true, feedback: "Clear and complete") { id } }',
        {
          id: attempt.id,
        },
      ),
    );

    await page.reload();
    await expect(academy.getByRole('heading', { name: 'You passed' })).toBeVisible();
    await expect(academy.getByText('Clear and complete')).toBeVisible();
    await page.goto(new URL('/dashboard/pending', page.url()).toString());
    const practicalTest = page.getByRole('region', { name: 'Practical test', exact: true });
    await expect(practicalTest.getByText('Complete', { exact: true })).toBeVisible();
  });

  test('an attempt left mid-way fails, and the results say so', async ({ page }) => {
    test.setTimeout(120_000);
    const academyStaff = await apiAs('academy.user@example.com');
    const course = await buildCourse(
      academyStaff,
      `Leaving ${RUN}`,
      { name: 'Quick check', type: 'MULTIPLE_CHOICE', passScore: 50, retakesAllowed: 1, retakeWaitDays: 7 },
      [{ text: 'Is a deadline part of a brief?', type: 'SINGLE', answers: [{ text: 'Yes', correct: true }, { text: 'No' }] }],
    );
    const own = await createCroudie({ status: 'pending', label: 'academy-leave' });
    await signInAs(page, own.email, { password: own.password, path: '/academy' });
    const academy = await openCourse(page, course.name);
    await academy.getByRole('button', { name: 'Enrol' }).click();
    await academy.getByRole('link', { name: 'Quick check' }).click();
    await academy.getByRole('button', { name: 'Take assessment' }).click();
    await academy.getByRole('radio', { name: 'Yes' }).check();
    // the croudie leaves mid-way for another page of the platform
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My profile' }).click();
    await expect(page.getByRole('region', { name: 'mfe-hr' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Academy' }).click();
    await page.getByRole('tab', { name: 'My courses' }).click();
    await academy.getByRole('link', { name: `Open ${course.name}` }).click();
    await academy.getByRole('link', { name: 'Quick check' }).click();
    await expect(academy.getByRole('heading', { level: 1, name: 'Quick check' })).toBeVisible();
    await expect(academy.getByText('Retake available from')).toBeVisible();
    await academy.getByRole('link', { name: 'See the results' }).click();
    await expect(academy.getByRole('heading', { name: 'You did not pass' })).toBeVisible();
    await expect(academy.getByText('The page was left before the answers were submitted.')).toBeVisible();
  });
});

import type { Page } from '@playwright/test';
import { apiAs, createCroudie, must, type ApiSession } from '../support/api';
import { expect, signInAs, test } from '../support/fixtures';

// Issue 22: a pending croudie in the academy. The course is built by academy.user through the API (academy-authoring
// builds one through the screens and takes it to review); the croudie is the journey's own (pending, nothing done).
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

import { searchAndChoose, chooseOption } from '../support/antd-select';
import { latestMail, linkIn } from '../support/api';
import { tenantOrigin } from '../support/env';
import { expect, signInAs, signInThroughLoginScreen, test } from '../support/fixtures';
import { graphqlAs } from '../support/graphql';

// Onboarding a new colleague (issue 19; staff-and-admin.md §2 onboarding, §5 unique e-mail; ADR 0272): hr.user fills
// the create-user form on control (the live check knows a taken address), accepts the terms, and lands on the success
// page; the new colleague creates their password from the outbox link and signs in through the login screen as a
// pending staff user. The user is the journey's own (a unique address); no seeded record changes.
const control = tenantOrigin('control');
const PASSWORD = 'Onboarded-Password-2026!';

test('an hr_user onboards a new colleague, who sets a password from the e-mailed link and signs in', async ({ page, browser }) => {
  const email = `olu.onboarded.${Date.now()}@example.com`;
  await signInAs(page, 'hr.user@example.com', { path: '/onboarding' });
  await expect(page.getByRole('heading', { name: 'Onboard a user', level: 1 })).toBeVisible({ timeout: 30_000 });
  const form = page.getByRole('form', { name: 'New user' });

  // a taken address: the live check says so as it is typed
  await form.getByLabel('Email').fill('staff.member@example.com');
  await expect(form.getByText('This user already exists', { exact: true })).toBeVisible();
  await expect(form.getByRole('link', { name: 'View their profile' })).toHaveAttribute('href', /^\/employee\/\d+$/);

  await form.getByLabel('First name').fill('Olu');
  await form.getByLabel('Last name').fill('Onboarded');
  await form.getByLabel('Email').fill(email);
  await expect(form.getByText('This user already exists', { exact: true })).toBeHidden();
  await searchAndChoose(page, form.getByRole('combobox', { name: 'Office' }), 'Dublin', 'Dublin');
  await searchAndChoose(page, form.getByRole('combobox', { name: 'Team' }), 'Paid Search London', 'Paid Search London');
  await chooseOption(page, form.getByRole('combobox', { name: 'Roles' }), 'fte_core');
  await page.keyboard.press('Escape');

  // the terms: Accept only once agreed; then createUser is sent
  await form.getByRole('button', { name: 'Create user' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of onboarding' });
  await expect(terms.getByRole('button', { name: 'Accept and create user' })).toBeDisabled();
  await terms.getByRole('checkbox', { name: 'I agree to these terms' }).check();
  await terms.getByRole('button', { name: 'Accept and create user' }).click();
  await page.waitForURL((url) => url.pathname === '/onboarding/success' && url.searchParams.has('user'));
  await expect(page.getByText('Olu Onboarded has been onboarded')).toBeVisible();
  await expect(page.getByText(`We have e-mailed ${email} a link to create their password.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'View profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onboard another user' })).toBeVisible();

  // the new colleague, in a browser of their own: the link from the outbox creates the password (on control)
  const welcome = await latestMail(email, 'Create your password');
  const link = linkIn(welcome);
  expect(link.origin).toBe(control);
  expect(link.pathname).toBe('/password-create');
  const theirs = await browser.newContext();
  try {
    const colleague = await theirs.newPage();
    await colleague.goto(link.href);
    await expect(colleague.getByRole('heading', { name: 'Create password', level: 1 })).toBeVisible();
    await colleague.getByLabel('New password').fill(PASSWORD);
    await colleague.getByLabel('Confirm password').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Create password' }).click();
    await expect(colleague.getByText('Your password has been created')).toBeVisible();

    // a pending staff user signs in through the login screen and reaches the control app (home: /work)
    await signInThroughLoginScreen(colleague, email, { tenant: 'control', password: PASSWORD });
    await colleague.waitForURL((url) => url.origin === control && url.pathname === '/work', { timeout: 30_000 });
    const me = await graphqlAs<{ me: { status: string; emailAddress: string; roles: string[] } }>(
      colleague,
      '{ me { status emailAddress roles } }',
    );
    expect(me.data!.me).toEqual({ status: 'pending', emailAddress: email, roles: ['fte_core'] });
  } finally {
    await theirs.close();
  }
});

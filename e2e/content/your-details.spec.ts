import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { createComponent } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

interface Listed {
  title: string;
  fields: { label: string; type: string; defaultValue: string }[];
}

async function components(page: Page): Promise<Listed[]> {
  return (await (await page.request.get('/api/components')).json()).components;
}

function group(page: Page, title: string) {
  return page.getByRole('group', { name: title });
}

test('Your details: standard fields prefilled from the account, saved as standard components, saved again without copies', async ({
  page,
}) => {
  const user = await signedInUser(page, { prefix: 'details' });
  // Manage Default Info leads there, from its card and from its empty list.
  await page.goto('/default-info');
  await expect(
    page
      .getByText(/No components yet\./)
      .locator('..')
      .getByRole('link', { name: 'Add your details' }),
  ).toHaveAttribute('href', '/your-details');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('link', { name: texts.yourDetails.manageLink }).first().click();
  await expect(page).toHaveURL(/\/your-details$/);
  await expect(page.getByRole('heading', { name: texts.yourDetails.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Your details · FillDeck');

  // Prefilled from the account: the name split into first and last, the email.
  const [first, last] = user.name.split(' ');
  const contact = group(page, 'Contact');
  await expect(contact.getByLabel('First name')).toHaveValue(first ?? '');
  await expect(contact.getByLabel('Last name')).toHaveValue(last ?? '');
  await expect(contact.getByLabel('Email')).toHaveValue(user.email);
  await expect(contact).toContainText('Saved as a new Contact component.');
  await expect(group(page, 'Personal Information')).toContainText('Left empty: nothing is saved.');
  await expect(page.getByText('You have 0 of 5 components on the Free plan.')).toBeVisible();

  await contact.getByLabel('Phone').fill('+44 20 7946 0958');
  const address = group(page, 'Address');
  await address.getByLabel('Address line 1').fill('12 St James Square');
  await address.getByLabel('City').fill('London');
  await address.getByLabel('Postcode').fill('SW1Y 4JH');
  await address.getByLabel('Country').fill('United Kingdom');
  const professional = group(page, 'Professional Profile');
  await professional.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/ada');
  await professional.getByLabel('Work authorization').selectOption('Yes');

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: texts.yourDetails.save }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved:/ })).toHaveText(
    'Saved: Contact, Address and Professional Profile.',
  );
  await expect(page.getByText('Left empty, so not saved: Personal Information and Résumé.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const made = await components(page);
  expect(made.map((c) => c.title)).toEqual(['Contact', 'Address', 'Professional Profile']);
  expect(made[0]?.fields.map((f) => [f.label, f.defaultValue])).toEqual([
    ['First name', first],
    ['Last name', last],
    ['Email', user.email],
    ['Phone', '+44 20 7946 0958'],
  ]);

  // They are ordinary components, listed on Manage Default Info.
  await page.getByRole('main').getByRole('link', { name: texts.shell.manageDefaultInfo, exact: true }).click();
  await expect(page).toHaveURL(/\/default-info$/);
  const list = page.getByRole('region', { name: 'Your components' });
  await expect(list.getByText('3 of 5 on the Free plan')).toBeVisible();

  // Back again: what was saved is shown; a change updates the same component.
  await page.goto('/your-details');
  await expect(group(page, 'Address').getByLabel('City')).toHaveValue('London');
  await expect(group(page, 'Address')).toContainText('Saved in your Address component.');
  await group(page, 'Address').getByLabel('City').fill('Cambridge');
  await page.getByRole('button', { name: texts.yourDetails.save }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved:/ })).toHaveText('Saved: Address.');
  const after = await components(page);
  expect(after.map((c) => c.title)).toEqual(['Contact', 'Address', 'Professional Profile']);
  expect(after[1]?.fields.find((f) => f.label === 'City')?.defaultValue).toBe('Cambridge');
  await page.getByRole('button', { name: texts.yourDetails.save }).click();
  await expect(page.getByText(texts.yourDetails.unchanged)).toBeVisible();
});

test('on Free with little room, Your details says beforehand what will not fit and what Basic adds', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'details-room' });
  for (const title of ['Mine 1', 'Mine 2', 'Mine 3']) await createComponent(page, title, ['Label']);
  await page.goto('/your-details');
  await group(page, 'Address').getByLabel('City').fill('London');
  await group(page, 'Professional Profile').getByLabel('Website').fill('https://ada.example');

  // Before saving, as information with the way to the plans.
  const before =
    'Your plan (Free) holds 5 components and you have 3: Professional Profile will not be saved. Basic has up to 20 components.';
  await expect(page.getByText(before)).toBeVisible();
  await expect(group(page, 'Professional Profile')).toContainText('Your plan has no room for another component.');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }

  await page.getByRole('button', { name: texts.yourDetails.save }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved:/ })).toHaveText('Saved: Contact and Address.');
  const refused = page.getByRole('status').filter({ hasText: /^Not saved:/ });
  await expect(refused).toContainText(
    'Not saved: Professional Profile. You have reached the component limit of 5 for your plan (Free). Basic has up to 20.',
  );
  expect((await components(page)).map((c) => c.title)).toEqual(['Mine 1', 'Mine 2', 'Mine 3', 'Contact', 'Address']);
  await refused.getByRole('link', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('Start from your résumé: read in the browser, proposed with what it replaces, used as ticked, kept as the Résumé file', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'resume' });
  // Manage Default Info leads there.
  await page.goto('/default-info');
  await page.getByRole('link', { name: texts.resumeStart.title }).click();
  await expect(page).toHaveURL(/\/your-details#resume-start$/);
  const contact = group(page, 'Contact');
  await contact.getByLabel('Email').fill('maya@work.example');
  const start = page.getByRole('region', { name: texts.resumeStart.title });
  await start
    .getByLabel(texts.resumeStart.choose)
    .setInputFiles('bench/resume/corpus/dev/01-us-one-column-software-engineer.pdf');
  const proposals = start.getByRole('group', { name: /FillDeck found \d+ details/ });
  await expect(proposals).toBeVisible();
  // Empty boxes are ticked; a value that would replace one in the form (the account's name) is not.
  await expect(proposals.getByRole('checkbox', { name: /Phone: \+1 \(415\) 555-0134/ })).toBeChecked();
  const firstName = proposals.getByRole('checkbox', { name: /First name: Maya/ });
  await expect(firstName).not.toBeChecked();
  await firstName.check();
  await proposals.getByRole('checkbox', { name: /Last name: Chen/ }).check();
  await expect(proposals.getByRole('checkbox', { name: /Current employer: Brightwave Analytics/ })).toBeChecked();
  // The background as text: skills, education and work history.
  await expect(proposals.getByRole('checkbox', { name: /Skills: Go, Python, TypeScript/ })).toBeChecked();
  await expect(proposals.getByRole('checkbox', { name: /Education: B\.S\. Computer Science/ })).toBeChecked();
  await expect(proposals.getByRole('checkbox', { name: /Work history: Senior Software Engineer/ })).toBeChecked();
  const email = proposals.getByRole('checkbox', { name: /Email: maya\.chen@example\.com/ });
  await expect(email).not.toBeChecked();
  await expect(proposals).toContainText('Replaces “maya@work.example”');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await start.getByRole('button', { name: texts.resumeStart.use }).click();
  await expect(start).toContainText(texts.resumeStart.used);
  await expect(contact.getByLabel('First name')).toHaveValue('Maya');
  await expect(contact.getByLabel('Last name')).toHaveValue('Chen');
  await expect(contact.getByLabel('Email')).toHaveValue('maya@work.example');
  const resume = group(page, 'Résumé').first();
  await expect(resume.getByLabel('Current job title')).toHaveValue('Senior Software Engineer');
  await expect(resume.getByLabel('Skills')).toHaveValue(/^Go, Python, TypeScript, PostgreSQL/);
  await expect(resume.getByLabel('Education')).toHaveValue(/University of California, Davis/);
  await expect(resume.getByLabel('Work history')).toHaveValue(/Lumen Health, Oakland, CA/);
  await expect(resume.getByRole('link', { name: '01-us-one-column-software-engineer.pdf' })).toBeVisible();

  await page.getByRole('button', { name: texts.yourDetails.save }).click();
  await expect(page.getByText(/Saved/).first()).toBeVisible();
  const saved = (await components(page)).find((c) => c.title === 'Résumé');
  expect(saved?.fields.map((f) => f.label)).toEqual([
    'Current job title',
    'Current employer',
    'Skills',
    'Education',
    'Work history',
    'Résumé',
  ]);
  expect(saved?.fields.find((f) => f.label === 'Work history')?.type).toBe('textarea');
  expect(saved?.fields[5]?.defaultValue).toMatch(/^file_/);
});

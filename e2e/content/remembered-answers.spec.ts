import { texts } from '@filldeck/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { sidebar } from '../support/content.ts';
import { signedInUser } from '../support/users.ts';

const answerTexts = texts.rememberedAnswers;

/** What the extension's preview sends when the user chooses Remember for this site. */
async function remember(page: Page, site: string, field: object, value: string): Promise<void> {
  const response = await page.request.post('/api/remembered-answers', { data: { site, field, value } });
  expect(response.status(), await response.text()).toBe(200);
}

async function checkBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const siteCard = (page: Page, site: string) => page.getByRole('region', { name: site });
/** What the page says about the last change (the sidebar's drag and drop has a status region of its own). */
const notice = (page: Page) => page.getByRole('main').getByRole('status');

test('Remembered answers: listed by site as the extension remembers them, edited, forgotten one by one and by site', async ({
  page,
}) => {
  await signedInUser(page, { prefix: 'remembered' });

  // From the navigation, where the user finds their data; empty, it says how answers get there.
  await sidebar(page).getByRole('link', { name: answerTexts.title }).click();
  await expect(page).toHaveURL(/\/remembered-answers$/);
  await expect(page.getByRole('heading', { name: answerTexts.title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Remembered answers · FillDeck');
  await expect(page.getByText(answerTexts.intro)).toBeVisible();
  await expect(page.getByRole('heading', { name: answerTexts.emptyTitle })).toBeVisible();
  await expect(page.getByText(answerTexts.empty)).toBeVisible();
  await checkBothThemes(page);

  // Remembered while the page is open (as from the extension in another tab): it follows at once.
  await remember(
    page,
    'https://www.jobs.example/apply',
    { label: 'Willing to relocate?', name: 'relocate', kind: 'select', options: ['Yes', 'No'] },
    'Yes',
  );
  await remember(
    page,
    'jobs.example',
    { label: 'Why do you want to work here?', name: 'why', kind: 'textarea', options: [] },
    'I like your mission.',
  );
  await remember(page, 'jobs.example', { label: 'Expected salary', name: 'salary', kind: 'text' }, '70k');
  await remember(
    page,
    'https://checkout.shop.example/cart',
    { label: 'Gift note', kind: 'textarea' },
    'Happy birthday!\nFrom all of us.',
  );

  // The site remembered last comes first; a site's answers by label.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'checkout.shop.example',
    'jobs.example',
  ]);
  const jobs = siteCard(page, 'jobs.example');
  await expect(jobs.getByText('3 answers')).toBeVisible();
  await expect(jobs.getByRole('listitem')).toHaveText([
    /^Expected salary.*70k/,
    /^Why do you want to work here\?.*I like your mission\./,
    /^Willing to relocate\?Options: Yes, No.*Yes/,
  ]);
  await checkBothThemes(page);
  // On a phone the rows stack and nothing scrolls sideways, long host names included.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Edit: a dialog with the answer in a labelled box; Escape cancels, Save keeps the new value.
  const edit = jobs.getByRole('button', { name: 'Edit the answer to "Expected salary"' });
  await edit.click();
  let dialog = page.getByRole('dialog', { name: answerTexts.editTitle });
  await expect(dialog.getByLabel(answerTexts.valueLabel)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();

  await edit.click();
  dialog = page.getByRole('dialog', { name: answerTexts.editTitle });
  await expect(dialog).toContainText('What FillDeck fills into "Expected salary" on jobs.example.');
  await dialog.getByLabel(answerTexts.valueLabel).fill('75,000 EUR');
  await checkBothThemes(page);
  await dialog.getByLabel(answerTexts.valueLabel).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(notice(page)).toHaveText('Saved the answer to "Expected salary".');
  await expect(jobs.getByRole('listitem').first()).toContainText('75,000 EUR');

  // Forget one answer.
  await jobs.getByRole('button', { name: 'Forget the answer to "Why do you want to work here?"' }).click();
  await expect(notice(page)).toHaveText('Forgot the answer to "Why do you want to work here?".');
  await expect(jobs.getByText('2 answers')).toBeVisible();
  await expect(jobs.getByText('I like your mission.')).toHaveCount(0);

  // Forget a site, after confirming: Cancel first keeps it.
  await jobs.getByRole('button', { name: 'Forget site jobs.example' }).click();
  let confirm = page.getByRole('alertdialog', { name: answerTexts.forgetSiteTitle });
  await expect(confirm).toContainText(answerTexts.confirmForgetSite('jobs.example', 2));
  await checkBothThemes(page);
  await confirm.getByRole('button', { name: answerTexts.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(jobs).toBeVisible();

  await jobs.getByRole('button', { name: 'Forget site jobs.example' }).click();
  confirm = page.getByRole('alertdialog', { name: answerTexts.forgetSiteTitle });
  await confirm.getByRole('button', { name: answerTexts.forgetSite }).click();
  await expect(jobs).toHaveCount(0);
  await expect(notice(page)).toHaveText('Forgot every answer for jobs.example.');
  // The button used is gone with its site: focus goes to what happened.
  await expect(page.locator(':focus')).toHaveText('Forgot every answer for jobs.example.');

  // The last one goes too: the empty state again, and the server agrees.
  const shop = siteCard(page, 'checkout.shop.example');
  await shop.getByRole('button', { name: 'Forget site checkout.shop.example' }).click();
  await page
    .getByRole('alertdialog', { name: answerTexts.forgetSiteTitle })
    .getByRole('button', { name: answerTexts.forgetSite })
    .click();
  await expect(page.getByRole('heading', { name: answerTexts.emptyTitle })).toBeVisible();
  await expect(page.getByText(answerTexts.empty)).toBeVisible();
  await checkBothThemes(page);
  const left = await (await page.request.get('/api/remembered-answers')).json();
  expect(left).toEqual({ sites: [] });
});

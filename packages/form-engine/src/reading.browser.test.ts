// How the engine reads a page, in real Chromium: what a person cannot see is never described,
// the page's language, help text kept apart from labels, grid tables, group context, radio
// questions, search landmarks, a forgot-password email box and payment card fields.
import type { PageField } from '@filldeck/shared';
import { describe, expect, it } from 'vitest';
import { chromiumForThisFile, openPage, type Page } from '../test/browser-harness.ts';

interface Ignored {
  reason: string;
  tag: string;
  type: string;
  name: string;
}
interface ScanResult {
  fields: PageField[];
  ignored: Ignored[];
  lang: string;
}

const browser = chromiumForThisFile();

/** The whole scan result (fields, ignored, lang) of a page holding `html`. */
async function scanPage(html: string): Promise<ScanResult> {
  const page: Page = await openPage(browser(), html);
  try {
    return await page.evaluate(() => (window as unknown as { engine: { scan(): ScanResult } }).engine.scan());
  } finally {
    await page.close();
  }
}

const page = (body: string, htmlAttributes = '') =>
  `<!doctype html><html${htmlAttributes}><head><meta charset="utf-8"></head><body>${body}</body></html>`;

/** The field whose id is `id`; fails the test when there is none. */
function byId(fields: PageField[], id: string): PageField {
  const field = fields.find((f) => f.id === id);
  if (!field) throw new Error(`no field with id "${id}" in ${JSON.stringify(fields.map((f) => f.id))}`);
  return field;
}

describe('reading a page', () => {
  it('never describes a field a person cannot see, but keeps a native box hidden behind its visible label', async () => {
    const { fields } = await scanPage(
      page(`<style>
  .sr { position: absolute; opacity: 0; width: 1px; height: 1px; margin: 0; }
</style>
<form>
  <div><input id="shown" aria-label="Shown"></div>
  <div><input id="none" aria-label="Display none" style="display: none"></div>
  <div><input id="invisible" aria-label="Visibility hidden" style="visibility: hidden"></div>
  <div><input id="transparent" aria-label="Opacity zero" style="opacity: 0"></div>
  <div style="opacity: 0"><input id="transparent-parent" aria-label="Opacity zero ancestor"></div>
  <div><input id="zero" aria-label="Zero size" style="width: 0; height: 0; padding: 0; border: 0"></div>
  <div><input id="offscreen" aria-label="Off screen" style="position: absolute; left: -9999px"></div>
  <div><input id="clipped" aria-label="Clipped rect" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)"></div>
  <div><input id="clip-path" aria-label="Clip path" style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%)"></div>
  <div style="overflow: hidden; height: 0"><input id="collapsed" aria-label="Collapsed"></div>
  <label><input type="checkbox" id="terms" class="sr"> I agree to the terms</label>
  <fieldset>
    <legend>Plan</legend>
    <input type="radio" name="plan" value="basic" id="basic" class="sr"><label for="basic">Basic</label>
    <input type="radio" name="plan" value="pro" id="pro" class="sr"><label for="pro">Pro</label>
  </fieldset>
</form>`),
    );
    expect(fields.map((f) => [f.id, f.kind, f.label])).toEqual([
      ['shown', 'text', 'Shown'],
      ['terms', 'checkbox', 'I agree to the terms'],
      ['basic', 'radio', 'Plan'],
    ]);
    expect(byId(fields, 'basic').options).toEqual([
      { value: 'basic', text: 'Basic' },
      { value: 'pro', text: 'Pro' },
    ]);
  });

  it("reports the page's language from <html lang>, and '' when it does not say", async () => {
    const field = '<label for="a">Vorname</label><input id="a">';
    expect((await scanPage(page(field, ' lang="de-AT"'))).lang).toBe('de-AT');
    expect((await scanPage(page(field))).lang).toBe('');
  });

  it('keeps help text apart from the label, in hint', async () => {
    const { fields } = await scanPage(
      page(`<form>
  <div><label for="user">Username</label><input id="user" aria-describedby="user-help"><p id="user-help">Letters and digits only</p></div>
  <div><label for="zip">Postcode</label><input id="zip"><small>Five digits</small></div>
  <div><label for="bio">Bio</label><textarea id="bio"></textarea><div class="description">Shown on your profile</div></div>
  <div><label>Phone <span class="help">We only call about your order</span><input id="phone" type="tel"></label></div>
  <div><label>Nickname <small>What friends call you</small><input id="nick"></label></div>
  <div><input id="ref" aria-label="Reference" title="The reference printed at the top right of the letter we sent you, starting with REF and eight digits"></div>
  <div><input id="middle" title="Middle name"></div>
  <div><label for="dni">Número de documento</label><input id="dni"><span class="ayuda">Sin puntos</span></div>
  <div><label for="dob">Date of birth</label><span class="hint">YYYY/MM/DD</span><input id="dob"></div>
</form>`),
    );
    const read = (id: string) => {
      const { label, hint } = byId(fields, id);
      return { label, hint };
    };
    expect(read('user')).toEqual({ label: 'Username', hint: 'Letters and digits only' });
    expect(read('zip')).toEqual({ label: 'Postcode', hint: 'Five digits' });
    expect(read('bio')).toEqual({ label: 'Bio', hint: 'Shown on your profile' });
    expect(read('phone')).toEqual({ label: 'Phone', hint: 'We only call about your order' });
    expect(read('nick')).toEqual({ label: 'Nickname', hint: 'What friends call you' });
    expect(read('ref')).toEqual({
      label: 'Reference',
      hint: 'The reference printed at the top right of the letter we sent you, starting with REF and eight digits',
    });
    expect(read('middle')).toEqual({ label: 'Middle name', hint: '' });
    expect(read('dni')).toEqual({ label: 'Número de documento', hint: 'Sin puntos' });
    expect(read('dob')).toEqual({ label: 'Date of birth', hint: 'YYYY/MM/DD' });
  });

  it('names the cells of grid tables by row and column, legacy 2-column tables by the label cell, and table checkboxes by the text after them', async () => {
    const { fields } = await scanPage(
      page(`<form>
  <table>
    <tr><th></th><th>Applicant</th><th>Spouse</th></tr>
    <tr><td>First name</td><td><input id="first-applicant"></td><td><input id="first-spouse"></td></tr>
    <tr><td>Date of birth</td><td><input id="dob-applicant"></td><td><input id="dob-spouse"></td></tr>
  </table>
  <table>
    <thead><tr><th></th><th>Name</th><th>Phone</th></tr></thead>
    <tbody>
      <tr><td>Reference 1</td><td><input id="ref1-name"></td><td><input id="ref1-phone"></td></tr>
      <tr><td>Reference 2</td><td><input id="ref2-name"></td><td><input id="ref2-phone"></td></tr>
    </tbody>
  </table>
  <table>
    <tr><td>Company:</td><td><input id="company"></td></tr>
    <tr><td>Job title</td><td><input id="job"></td></tr>
  </table>
  <table>
    <tr><td>Interests</td><td><input type="checkbox" id="sailing"> Sailing</td></tr>
    <tr><td>Newsletter</td><td><input type="checkbox" id="digest"></td><td>Weekly digest</td></tr>
  </table>
</form>`),
    );
    expect(fields.map((f) => [f.id, f.label])).toEqual([
      ['first-applicant', 'First name Applicant'],
      ['first-spouse', 'First name Spouse'],
      ['dob-applicant', 'Date of birth Applicant'],
      ['dob-spouse', 'Date of birth Spouse'],
      ['ref1-name', 'Reference 1 Name'],
      ['ref1-phone', 'Reference 1 Phone'],
      ['ref2-name', 'Reference 2 Name'],
      ['ref2-phone', 'Reference 2 Phone'],
      ['company', 'Company'],
      ['job', 'Job title'],
      ['sailing', 'Sailing'],
      ['digest', 'Weekly digest'],
    ]);
  });

  it('gives the context nearest group first: ARIA group, fieldset legend, table row header, then the nearest heading', async () => {
    const { fields } = await scanPage(
      page(`<h1>Membership application</h1>
<form>
  <h2>Step 2</h2>
  <h3>Household</h3>
  <fieldset>
    <legend>Home address</legend>
    <div role="group" aria-label="Street address">
      <label for="line1">Line 1</label><input id="line1">
    </div>
    <label for="city">City</label><input id="city">
  </fieldset>
  <div role="group" aria-labelledby="employer-title">
    <span id="employer-title">Employer</span>
    <label for="employer-name">Name</label><input id="employer-name">
  </div>
  <div role="radiogroup" aria-label="Delivery">
    <label><input type="radio" name="delivery" value="standard"> Standard</label>
    <label><input type="radio" name="delivery" value="other"> Other</label>
    <input id="delivery-note" aria-label="Instructions">
  </div>
  <fieldset>
    <legend>Phones</legend>
    <table>
      <tr><th>Mobile</th><td><input id="mobile" aria-label="Number"></td></tr>
    </table>
  </fieldset>
</form>`),
    );
    const context = (id: string) => byId(fields, id).context;
    expect(context('line1')).toBe('Street address · Home address · Household');
    expect(context('city')).toBe('Home address · Household');
    expect(context('employer-name')).toBe('Employer · Household');
    expect(context('delivery-note')).toBe('Delivery · Household');
    expect(context('mobile')).toBe('Mobile · Phones · Household');
  });

  it('labels a radio group by its question, never by a distant page heading', async () => {
    const { fields } = await scanPage(
      page(`<h1>Job application</h1>
<form>
  <fieldset>
    <legend>Preferred shift</legend>
    <label><input type="radio" name="shift" value="day"> Day</label>
    <label><input type="radio" name="shift" value="night"> Night</label>
  </fieldset>
  <div role="radiogroup" aria-labelledby="travel-q">
    <span id="travel-q">Can you travel?</span>
    <label><input type="radio" name="travel" value="yes"> Yes</label>
    <label><input type="radio" name="travel" value="no"> No</label>
  </div>
  <p>Are you willing to relocate?</p>
  <div>
    <label><input type="radio" name="relocate" value="yes"> Yes</label>
    <label><input type="radio" name="relocate" value="no"> No</label>
  </div>
  <h2>Your experience</h2>
  <div>
    <div>
      <label><input type="radio" name="level" value="junior"> Junior</label>
      <label><input type="radio" name="level" value="senior"> Senior</label>
    </div>
  </div>
</form>`),
    );
    expect(fields.map((f) => [f.name, f.kind, f.label])).toEqual([
      ['shift', 'radio', 'Preferred shift'],
      ['travel', 'radio', 'Can you travel?'],
      ['relocate', 'radio', 'Are you willing to relocate?'],
      ['level', 'radio', ''],
    ]);
  });

  it('labels a radio group by the question beside it, not by the section its fieldset names', async () => {
    const { fields } = await scanPage(
      page(`<form>
  <fieldset>
    <legend>1. The insured (you)</legend>
    <label for="surname">Surname</label><input id="surname" name="surname">
    <div class="row"><span>Title *</span>
      <label><input type="radio" name="title" value="mr"> Mr</label>
      <label><input type="radio" name="title" value="ms"> Ms</label>
    </div>
    <div class="row">
      <label><input type="radio" name="owner" value="yes"> Yes</label>
      <label><input type="radio" name="owner" value="no"> No</label>
    </div>
  </fieldset>
  <table><tr><td>Any injuries?</td>
    <td><label><input type="radio" name="injuries" value="1"> Yes</label><label><input type="radio" name="injuries" value="0"> No</label></td>
  </tr></table>
</form>`),
    );
    expect(fields.filter((f) => f.kind === 'radio').map((f) => [f.name, f.label])).toEqual([
      ['title', 'Title'],
      ['owner', '1. The insured (you)'],
      ['injuries', 'Any injuries?'],
    ]);
  });

  it('ignores a field in a search landmark only when it looks like a search box or is the only one', async () => {
    const { fields, ignored } = await scanPage(
      page(`<header>
  <div role="search"><input name="q" aria-label="Search the site"></div>
  <div role="search"><input name="kw" placeholder="Keywords"></div>
  <div role="search">
    <input name="term" aria-label="Search products">
    <select name="category" aria-label="Category"><option value="">All</option><option value="books">Books</option></select>
  </div>
</header>
<form role="search">
  <label for="first">First name</label><input id="first" name="first">
  <label for="email">Email</label><input id="email" name="email" type="email">
  <button>Sign up</button>
</form>`),
    );
    expect(fields.map((f) => [f.name, f.label])).toEqual([
      ['category', 'Category'],
      ['first', 'First name'],
      ['email', 'Email'],
    ]);
    expect(ignored.filter((i) => i.reason === 'search').map((i) => i.name)).toEqual(['q', 'kw', 'term']);
  });

  it('describes the email box of a forgot-password dialog, and still ignores the password', async () => {
    const byType = await scanPage(
      page(`<div role="dialog" aria-labelledby="fp-title">
  <h2 id="fp-title">Forgot your password?</h2>
  <label for="forgot-password-email">Your login</label>
  <input id="forgot-password-email" name="forgot-password-email" type="email">
  <label for="new-password">New password</label><input id="new-password" name="new" type="password">
</div>`),
    );
    expect(byType.fields.map((f) => [f.id, f.kind, f.type, f.label])).toEqual([
      ['forgot-password-email', 'text', 'email', 'Your login'],
    ]);
    expect(byType.ignored).toEqual([expect.objectContaining({ reason: 'password', type: 'password', name: 'new' })]);

    const byLabel = await scanPage(
      page(`<div role="dialog" aria-labelledby="fp-title">
  <h2 id="fp-title">Forgot your password?</h2>
  <label for="forgot-password-email">Email</label>
  <input id="forgot-password-email" name="forgot-password-email">
  <input id="pw" name="secret" type="password" aria-label="Password">
</div>`),
    );
    expect(byLabel.fields.map((f) => [f.id, f.kind, f.type, f.label])).toEqual([
      ['forgot-password-email', 'text', '', 'Email'],
    ]);
    expect(byLabel.ignored).toEqual([
      expect.objectContaining({ reason: 'password', type: 'password', name: 'secret' }),
    ]);
  });

  it('ignores payment card fields as payment_card: c-v-v, MM / YY, Expiry date, Name on card', async () => {
    const { fields, ignored } = await scanPage(
      page(`<form>
  <div><label for="full">Full name</label><input id="full" name="full"></div>
  <div><label for="code">Code</label><input id="code" name="c-v-v"></div>
  <div><input id="when" name="when" placeholder="MM / YY"></div>
  <div><label for="ends">Expiry date</label><input id="ends" name="ends"></div>
  <div><label for="holder">Name on card</label><input id="holder" name="holder"></div>
</form>`),
    );
    expect(fields.map((f) => [f.name, f.label])).toEqual([['full', 'Full name']]);
    expect(ignored.map((i) => [i.reason, i.name])).toEqual([
      ['payment_card', 'c-v-v'],
      ['payment_card', 'when'],
      ['payment_card', 'ends'],
      ['payment_card', 'holder'],
    ]);
  });
});

describe('legacy tables', () => {
  it('give a row the title row of its section as its nearest group', async () => {
    const { fields } = await scanPage(
      page(`<form><table>
        <tr><td colspan="2"><b>Your details</b></td></tr>
        <tr><td>Name</td><td><input id="own"></td></tr>
        <tr><td colspan="2"><b>Next of kin</b></td></tr>
        <tr><td>Name</td><td><input id="kin"></td></tr>
        <tr><td>Contact telephone</td><td><input id="kin-phone"></td></tr>
      </table></form>`),
    );
    expect(byId(fields, 'own')).toMatchObject({ label: 'Name', context: 'Your details' });
    expect(byId(fields, 'kin')).toMatchObject({ label: 'Name', context: 'Next of kin' });
    expect(byId(fields, 'kin-phone')).toMatchObject({ label: 'Contact telephone', context: 'Next of kin' });
  });
});

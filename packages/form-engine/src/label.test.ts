// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { computeContext, computeLabel, labelText, nearbyText, tidy } from './label.ts';

const render = (html: string) => {
  document.body.innerHTML = html;
};
const el = (selector: string): Element => {
  const found = document.querySelector(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};
const label = (selector: string) => computeLabel(el(selector));

beforeEach(() => render(''));

describe('computeLabel', () => {
  it('reads label[for]', () => {
    render('<label for="a">First name</label><input id="a">');
    expect(label('#a')).toBe('First name');
  });

  it('reads a wrapping label without the text of the controls inside it', () => {
    render('<label>Country <select id="s"><option>France</option><option>Spain</option></select></label>');
    expect(label('#s')).toBe('Country');
  });

  it('passes over a help line between the question and the box (a Typeform-like card)', () => {
    render(
      '<div><h2>3 Qual é o seu melhor e-mail?</h2><p class="q-help">Seu ingresso será enviado para este endereço.</p>' +
        '<div class="q-body"><input id="e" type="email"></div></div>',
    );
    expect(label('#e')).toBe('3 Qual é o seu melhor e-mail?');
  });

  it('takes a help line as the label when no question comes before it', () => {
    render('<div><p class="help">Somente números.</p><div><input id="n"></div></div>');
    expect(label('#n')).toBe('Somente números.');
  });

  it('joins a label[for] and a wrapping label', () => {
    render('<label for="c">Email</label><label>(work) <input id="c"></label>');
    expect(label('#c')).toBe('Email (work)');
  });

  it('prefers aria-labelledby (in order, several ids) over aria-label and labels', () => {
    render(
      '<span id="x">Billing</span><span id="y">street</span>' +
        '<label for="b">Address</label><input id="b" aria-labelledby="x y" aria-label="ignored">',
    );
    expect(label('#b')).toBe('Billing street');
  });

  it('skips a self-reference and unknown ids in aria-labelledby', () => {
    render('<span id="t">Phone</span><input id="p" aria-labelledby="p missing t">');
    expect(label('#p')).toBe('Phone');
  });

  it('falls back from an empty aria-labelledby to aria-label', () => {
    render('<span id="e"></span><input id="z" aria-labelledby="e" aria-label="ZIP code">');
    expect(label('#z')).toBe('ZIP code');
  });

  it('prefers aria-label over a label element', () => {
    render('<label for="n">Nm</label><input id="n" aria-label="Full name">');
    expect(label('#n')).toBe('Full name');
  });

  it('uses title, unless it only repeats the name or id', () => {
    render('<input id="t1" title="Company"><input id="t2" name="company_name" title="company_name">');
    expect(label('#t1')).toBe('Company');
    expect(label('#t2')).toBe('');
  });

  it('uses the preceding table cell', () => {
    render('<table><tr><th>Company</th><td></td><td><input id="co"></td></tr></table>');
    expect(label('#co')).toBe('Company');
  });

  it('uses text before the control inside its own cell first', () => {
    render('<table><tr><td>Ignored</td><td>Fax <input id="fax"></td></tr></table>');
    expect(label('#fax')).toBe('Fax');
  });

  it('uses the text right before the control, up its parents', () => {
    render('<form><div><span>City:</span><div><input id="city"></div></div></form>');
    expect(label('#city')).toBe('City');
  });

  it('does not take the text before another control as its own', () => {
    render('<form>Street <input id="s1"> <input id="s2"></form>');
    expect(label('#s1')).toBe('Street');
    expect(label('#s2')).toBe('');
  });

  it('strips required markers and a trailing colon', () => {
    render(
      '<label for="a">* Email:</label><input id="a"><label for="b">Phone (required)</label><input id="b">' +
        '<label for="c">Name <span aria-hidden="true">*</span></label><input id="c">',
    );
    expect(label('#a')).toBe('Email');
    expect(label('#b')).toBe('Phone');
    expect(label('#c')).toBe('Name');
  });
});

describe('labelText and tidy', () => {
  it('separates blocks with spaces and skips controls, scripts and aria-hidden text', () => {
    render(
      '<div id="d"><p>Date</p><p>of birth</p><button>Help</button><script>x()</script><i aria-hidden="true">!</i></div>',
    );
    expect(labelText(el('#d'))).toBe('Date of birth');
  });

  it('collapses whitespace', () => {
    expect(tidy('  Last\n\t name ::  ')).toBe('Last name');
  });
});

describe('nearbyText', () => {
  it('is empty when nothing precedes the control', () => {
    render('<form><input id="only"></form>');
    expect(nearbyText(el('#only'))).toBe('');
  });
});

describe('computeContext', () => {
  it('gives the fieldset legend and the nearest heading, not repeating the label', () => {
    render(
      '<h2>Shipping address</h2><form><fieldset><legend>Recipient</legend>' +
        '<label for="n">Name</label><input id="n"></fieldset></form>',
    );
    expect(computeContext(el('#n'), 'Name')).toBe('Recipient · Shipping address');
    expect(computeContext(el('#n'), 'Recipient')).toBe('Shipping address');
  });

  it('finds a heading inside an earlier sibling section and a role=heading', () => {
    render(
      '<div><header><h3>Billing</h3></header><div><input id="b"></div></div>' +
        '<div role="heading">Extras</div><input id="e">',
    );
    expect(computeContext(el('#b'), '')).toBe('Billing');
    expect(computeContext(el('#e'), '')).toBe('Extras');
  });

  it('gives a table’s caption, as a legend', () => {
    render(
      '<table><caption>Domicilio (se diverso dalla residenza)</caption>' +
        '<tr><th><label for="d">Indirizzo</label></th><td><input id="d"></td></tr></table>',
    );
    expect(computeContext(el('#d'), 'Indirizzo')).toBe('Domicilio (se diverso dalla residenza)');
  });

  it('takes no neighbour’s label for a row header in a row of label and control pairs', () => {
    render(
      '<table><tr><th colspan="4">2. Domicilio anterior</th></tr>' +
        '<tr><td>Número</td><td><input id="n"></td><td>Piso</td><td><input id="p"></td></tr>' +
        '<tr><td>Reference 1</td><td><input id="r1"></td><td><input id="r2"></td></tr></table>',
    );
    expect(computeContext(el('#p'), 'Piso')).toBe('2. Domicilio anterior');
    expect(computeContext(el('#r2'), '')).toBe('Reference 1 · 2. Domicilio anterior');
  });

  it('is empty without legend or heading', () => {
    render('<form><input id="x"></form>');
    expect(computeContext(el('#x'), '')).toBe('');
  });
});

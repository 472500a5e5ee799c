import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

const list = (key: string, label: string, options: string[], extra: Record<string, string> = {}) =>
  field({
    key,
    label,
    kind: 'select',
    tag: 'select',
    type: 'select-one',
    options: [{ value: '', text: 'Kies…' }, ...options.map((o) => ({ value: o, text: o }))],
    ...extra,
  });

const INSURERS = ['a.s.r.', 'CZ', 'Menzis', 'VGZ', 'Zilveren Kruis'];

describe('a list answered by the value it offers', () => {
  it('picks the one template answer a list offers word for word, however the question is worded', () => {
    const page = [
      list('insurer', 'Bij welke verzekeraar bent u nu verzekerd?', INSURERS),
      list('source', 'How did you hear about us?', ['Indeed', 'LinkedIn', 'Referral', 'Other']),
    ];
    const template = [
      value('Huidige zorgverzekeraar', 'Zilveren Kruis', 'Zorgverzekering'),
      value('Found this job on', 'LinkedIn', 'Job search'),
    ];
    const { values } = matchLocally(template, page, { lang: 'nl-NL' });
    expect(values.insurer).toBe('Zilveren Kruis');
    expect(values.source).toBe('LinkedIn');
  });

  it('picks an option that names the value whole, with more words around it', () => {
    const page = [
      list('model', 'Welches Versicherungsmodell wünschen Sie?', [
        'Standard (freie Arztwahl)',
        'Hausarzt',
        'Telmed (telefonische Erstberatung)',
      ]),
    ];
    const { values } = matchLocally([value('Modell', 'Telmed', 'Krankenkasse')], page, { lang: 'de-CH' });
    expect(values.model).toBe('Telmed (telefonische Erstberatung)');
  });

  it('leaves a value two lists of the page offer, since the value alone does not say which question it answers', () => {
    const page = [
      list('source', 'How did you hear about us?', ['Indeed', 'LinkedIn', 'Other']),
      list('channel', 'Where should we post updates?', ['Email', 'LinkedIn', 'X']),
    ];
    const { values } = matchLocally([value('Found this job on', 'LinkedIn', 'Job search')], page, { lang: 'en-US' });
    expect(values.source).toBeUndefined();
    expect(values.channel).toBeUndefined();
  });

  it('leaves a list two template answers could fill', () => {
    const page = [list('insurer', 'Bij welke verzekeraar bent u nu verzekerd?', INSURERS)];
    const template = [
      value('Huidige zorgverzekeraar', 'Zilveren Kruis', 'Zorgverzekering'),
      value('Aanvullend bij', 'Menzis', 'Zorgverzekering'),
    ];
    expect(matchLocally(template, page, { lang: 'nl-NL' }).values.insurer).toBeUndefined();
  });

  it('never answers by a yes, a sex, a number or a country found among the options', () => {
    const page = [
      list('parking', 'Do you need a parking space?', ['Yes', 'No']),
      list('guests', 'How many guests?', ['1', '2', '3']),
      list('sex', 'Sex of the main driver', ['Female', 'Male']),
      list('ship', 'Ship to', ['France', 'Belgium']),
    ];
    const template = [
      value('Smoker', 'Yes', 'Health'),
      value('Children', '2', 'Family'),
      value('Partner', 'Female', 'Family'),
      value('Holiday home in', 'France', 'Travel'),
    ];
    const { values } = matchLocally(template, page, { lang: 'en-GB' });
    expect(values).toEqual({});
  });

  it('takes for another person’s list only a value about that person', () => {
    const page = [
      list('partnerInsurer', 'Bij welke verzekeraar is uw partner nu verzekerd?', INSURERS, {
        context: 'Gegevens partner',
      }),
    ];
    const template = [value('Huidige zorgverzekeraar', 'Zilveren Kruis', 'Zorgverzekering')];
    expect(matchLocally(template, page, { lang: 'nl-NL' }).values.partnerInsurer).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { matchLocally } from './match-locally.ts';
import { field, value } from './test-fields.ts';

/** A buyer who keeps a group for a gift to her mother ("Presente – mãe"), as a Brazilian shopper would. */
const larissa = [
  value('Nome', 'Larissa Mendes Carvalho', 'Eu'),
  value('Cel', '(11) 98734-2215', 'Eu', 'tel'),
  value('CEP', '05407-002', 'Minha casa'),
  value('Endereço', 'Rua Cardeal Arcoverde', 'Minha casa'),
  value('Cidade', 'São Paulo', 'Minha casa'),
  value('Nome', 'Sônia Regina Mendes', 'Presente – mãe'),
  value('Celular', '(31) 99652-0847', 'Presente – mãe', 'tel'),
  value('CEP', '30130-151', 'Presente – mãe'),
  value('Rua', 'Rua Pernambuco', 'Presente – mãe'),
  value('Cidade', 'Belo Horizonte', 'Presente – mãe'),
];

describe('a gift sent to someone else', () => {
  const recipient = 'Dados de quem vai receber o presente';
  const address = 'Endereço de quem vai receber o presente';
  const page = [
    field({ key: 'buyer', label: 'Nome completo', context: 'Identificação' }),
    field({ key: 'cel', label: 'Celular com DDD', context: 'Identificação' }),
    field({ key: 'dest', label: 'Nome do destinatário', context: recipient }),
    field({ key: 'ddd', label: 'DDD', context: recipient, maxLength: 2 }),
    field({ key: 'fone', label: 'Número', context: recipient, maxLength: 10 }),
    field({ key: 'cep', label: 'CEP', context: address }),
    field({ key: 'rua', label: 'Rua / Avenida', context: address }),
    field({ key: 'cidade', label: 'Cidade', context: address }),
  ];

  it('is delivered to the person the template keeps for the gift: name, split phone and address', () => {
    expect(matchLocally(larissa, page, { lang: 'pt-BR' }).values).toEqual({
      buyer: 'Larissa Mendes Carvalho',
      // "with area code": the whole number, not the area code.
      cel: '(11) 98734-2215',
      dest: 'Sônia Regina Mendes',
      ddd: '31',
      fone: '99652-0847',
      cep: '30130-151',
      rua: 'Rua Pernambuco',
      cidade: 'Belo Horizonte',
    });
  });

  it('never takes the buyer’s own data when the template keeps no one for a gift', () => {
    const own = larissa.filter((v) => v.group !== 'Presente – mãe');
    const values = matchLocally(own, page, { lang: 'pt-BR' }).values;
    expect(values).toEqual({ buyer: 'Larissa Mendes Carvalho', cel: '(11) 98734-2215' });
  });

  it('reads the gift in other languages, and the role after a dash as well as in brackets', () => {
    const mum = [value('Name', 'Ada Lovelace', 'Me'), value('Name', 'Anne Byron', 'Gift – Mum')];
    const en = [
      field({ key: 'me', label: 'Your name' }),
      field({ key: 'to', label: 'Full name', context: 'Who receives the gift?' }),
    ];
    expect(matchLocally(mum, en, { lang: 'en' }).values).toEqual({ me: 'Ada Lovelace', to: 'Anne Byron' });
    const maman = [value('Nom', 'Claire Dubois', 'Moi'), value('Nom', 'Hélène Dubois', 'Maman (cadeau pour elle)')];
    const fr = [
      field({ key: 'moi', label: 'Votre nom' }),
      field({ key: 'elle', label: 'Nom', context: 'Destinataire du cadeau' }),
    ];
    expect(matchLocally(maman, fr, { lang: 'fr' }).values).toEqual({ moi: 'Claire Dubois', elle: 'Hélène Dubois' });
  });
});

import fc from 'fast-check';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@dealer-panel/core/shared/money-text';
import { allRoutes } from '../../adapters/http/contract/all-routes';
import { MoneyInput, MoneyText, MoneyTextType } from '../../adapters/http/contract/common';
import { toJsonSchema } from '../../adapters/http/contract/json-schema';
import { centsOf } from '../../adapters/http/contract/payments/payments';

/** Whether a codec holds `found` anywhere in its tree (objects, lists, unions, refinements). */
function holds(codec: t.Mixed, found: (c: t.Mixed) => boolean, depth = 0): boolean {
  if (found(codec)) return true;
  if (depth > 12) return false;
  const c = codec as t.Mixed & Record<string, unknown>;
  const inner: t.Mixed[] = [
    ...(typeof c['props'] === 'object' && c['props'] !== null ? Object.values(c['props'] as t.Props) : []),
    ...(Array.isArray(c['types']) ? (c['types'] as t.Mixed[]) : []),
    ...(c['_tag'] !== 'RecursiveType' && typeof c['type'] === 'object' && c['type'] !== null ? [c['type'] as t.Mixed] : []),
    ...(typeof c['codomain'] === 'object' && c['codomain'] !== null ? [c['codomain'] as t.Mixed] : []),
  ];
  return inner.some((x) => holds(x, found, depth + 1));
}
const isMoneyText = (c: t.Mixed) => c instanceof MoneyTextType;

/** Every named field of a codec's tree, with its codec. */
function fields(codec: t.Mixed, depth = 0): [string, t.Mixed][] {
  const c = codec as t.Mixed & Record<string, unknown>;
  if (depth > 12 || c['_tag'] === 'RecursiveType') return [];
  const props = typeof c['props'] === 'object' && c['props'] !== null ? Object.entries(c['props'] as t.Props) : [];
  const inner: t.Mixed[] = [
    ...props.map(([, v]) => v), ...(Array.isArray(c['types']) ? (c['types'] as t.Mixed[]) : []),
    ...(typeof c['type'] === 'object' && c['type'] !== null ? [c['type'] as t.Mixed] : []),
    ...(typeof c['codomain'] === 'object' && c['codomain'] !== null ? [c['codomain'] as t.Mixed] : []),
  ];
  return [...props, ...inner.flatMap((x) => fields(x, depth + 1))];
}

describe('money on the wire (common.ts MoneyText)', () => {
  it('takes the text the server writes and nothing else', () => {
    for (const good of ['0.00', '0.05', '-0.05', '12.50', '-12.50', '35999.00', '21474836.47', '90071992547409.91']) {
      expect(MoneyText.is(good), good).toBe(true);
    }
    for (const bad of ['-0.00', '12', '12.5', '12.500', '012.50', '00.50', '1,234.00', '1 234,00', '12,50', ' 12.50', '12.50 ', '+12.50', '$12.50',
      '1e3', '12.', '.50', '-', '', 'NaN', '123456789012345.00', '--1.00']) {
      expect(MoneyText.is(bad), bad).toBe(false);
    }
    for (const notText of [12.5, 1250, null, undefined, {}, ['12.50']]) expect(MoneyText.is(notText)).toBe(false);
  });

  it('decodes every amount formatMoney writes, and gives its cents back', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (cents) => {
      const text = formatMoney(cents);
      expect(MoneyText.decode(text)).toEqual({ _tag: 'Right', right: text });
      expect(centsOf(text)).toBe(cents);
    }));
  });

  it('refuses formatMoney\'s text written any other way (a decimal less or more, a zero, a sign, a space, a comma)', () => {
    const variants = (s: string) => [s.slice(0, -1), `${s}0`, `0${s}`, `+${s}`, ` ${s}`, `${s} `, s.replace('.', ','), s.slice(0, -3)];
    fc.assert(fc.property(fc.maxSafeInteger(), (cents) => {
      for (const text of variants(formatMoney(cents))) expect(MoneyText.is(text), text).toBe(false);
    }));
  });

  it('is a request\'s money only as any text: the use case reads it and answers its own codes', () => {
    for (const sent of ['450', '450.5', ' 450 ', '-3', '1.234', 'abc']) expect(MoneyInput.is(sent), sent).toBe(true);
    const bodies = allRoutes.filter((r) => r.body !== undefined && holds(r.body, isMoneyText)).map((r) => `${r.method} ${r.path}`);
    expect(bodies).toEqual([]);
  });

  it('says its unit by its name: a field named *_cents is a whole number of cents, any other money a dollar text', () => {
    const all = allRoutes.flatMap((r) => [...(r.body === undefined ? [] : fields(r.body)), ...fields(r.response)]);
    const cents = all.filter(([key]) => key.endsWith('_cents'));
    expect(cents.length).toBeGreaterThan(5);
    for (const [key, codec] of cents) expect(`${key}: ${codec.name}`).toMatch(/: (number|\(number \| null\))$/);
    const dollars = all.filter(([, codec]) => holds(codec, isMoneyText)).map(([key]) => key);
    expect(dollars.length).toBeGreaterThan(50);
    expect(dollars.filter((key) => key.endsWith('_cents'))).toEqual([]);
  });

  it('checks the money of the answers, and says its pattern in the OpenAPI description', () => {
    const answers = allRoutes.filter((r) => holds(r.response, isMoneyText)).map((r) => r.path);
    for (const path of ['/api/dealer/payment-type/{id}/pricing/', '/api/dealer/praq/{id}/', '/api/dealer/order/{id}/']) expect(answers).toContain(path);
    expect(toJsonSchema(MoneyText)).toEqual({ type: 'string', pattern: MoneyText.pattern });
    expect(toJsonSchema(MoneyInput)).toEqual({ type: 'string' });
  });
});

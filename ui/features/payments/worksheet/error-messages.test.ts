import { describe, expect, it } from 'vitest';
import { dealErrorCodes } from '@dealer-panel/core/payments/engine/deal-error-codes';
import enCA from '../../../../locales/en-CA/worksheet.json';
import enUS from '../../../../locales/en-US/worksheet.json';
import frCA from '../../../../locales/fr-CA/worksheet.json';

// The worksheet says each refusal of the engine in the user's language (t(`errors.<code>`)); a
// code without a message would fall back to "This value is not accepted", which says nothing.
// Codes the worksheet cannot cause (it never sends them: the wire's shape, fields it has no input
// for) are left to that fallback.
const NOT_FROM_THE_WORKSHEET = new Set([
  'deal.not_an_object', 'field.unknown', 'method.invalid', 'frequency_method.invalid', 'lease_rate_calculation_method.invalid',
  'boolean.invalid', 'text.invalid', 'residualize.requires_cap_cost', 'lease_disbursements.not_in_usa', 'vehicle_condition.invalid',
]);

const messageOf = (messages: unknown, code: string): unknown =>
  code.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), messages);

describe('the worksheet names every refusal of the engine', () => {
  for (const [locale, messages] of [['en-CA', enCA], ['en-US', enUS], ['fr-CA', frCA]] as const) {
    it(`in ${locale}`, () => {
      const missing = dealErrorCodes.filter((code) => !NOT_FROM_THE_WORKSHEET.has(code) && typeof messageOf(messages.errors, code) !== 'string');
      expect(missing).toEqual([]);
    });
  }
});

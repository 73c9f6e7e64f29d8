import { Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CustomerCreditViewModel } from './credit-application-view-model';
import type { FormState } from './credit-application-state';
import { consentOf, type ConsentKey } from './credit-draft';

const TEXTS: Readonly<Record<ConsentKey, string>> = { consent: 'consent', acknowledgement: 'acknowledgement', co_applicant_acknowledgement: 'co_acknowledgement' };

/** A consent step: what the customer agrees to, one checkbox; the first one also asks whether a co-applicant joins. */
export function CreditConsentStep({ state, vm, which, message }: {
  readonly state: FormState; readonly vm: CustomerCreditViewModel; readonly which: ConsentKey; readonly message: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('shop-credit');
  return (
    <Stack gap="md">
      <Text size="sm">{t(`${TEXTS[which]}.body`)}</Text>
      <Checkbox id={`credit-${which}`} label={t(`${TEXTS[which]}.checkbox`)} checked={consentOf(state.draft, which)} error={message(which)}
        onChange={(e) => vm.setConsent(which, e.currentTarget.checked)} disabled={state.busy !== null} />
      {which === 'consent' && (
        <Radio.Group label={t('consent.co_question')} description={t('consent.co_help')} value={state.draft.hasCoApplicant ? 'with' : 'alone'}
          onChange={(v) => (v === 'with' ? vm.includeCoApplicant() : vm.askRemoveCoApplicant())}>
          <Stack gap="xs" mt="xs">
            <Radio value="alone" label={t('consent.alone')} disabled={state.busy !== null} />
            <Radio value="with" label={t('consent.with_co')} disabled={state.busy !== null} />
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}

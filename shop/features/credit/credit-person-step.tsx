import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FormStep, Who } from '@dealer-panel/core/credit/credit-steps';
import type { CustomerCreditViewModel } from './credit-application-view-model';
import type { FormState } from './credit-application-state';
import { CreditField } from './credit-field';
import { shownGroups } from './credit-field-groups';
import { errorKey, personOf, shownFields } from './credit-form-fields';

/**
 * Leaving a field for the step's submit button checks nothing on the way: the button checks the
 * whole step, and a message drawn between the press and the release would move the button away
 * from the pointer (the click would be lost).
 */
function toSubmit(target: EventTarget | null): boolean {
  return target instanceof HTMLButtonElement && target.type === 'submit';
}

/**
 * One person's form step (about them, employment and income, residence), group by group. Which
 * fields show, and which are required, follows core's conditional rules on every keystroke.
 */
export function CreditPersonStep({ state, vm, who, form, message }: {
  readonly state: FormState; readonly vm: CustomerCreditViewModel; readonly who: Who; readonly form: FormStep;
  readonly message: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('shop-credit');
  const person = personOf(state.draft, who);
  const groups = shownGroups(form, shownFields(state.settings, who, form, person));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">{t('required_note')}</Text>
      {groups.map(([group, fields]) => (
        <Stack key={group} gap="sm" component="fieldset" m={0} p={0} style={{ border: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="md" p={0} mb={4}>{t(`groups.${group}`)}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {fields.map(({ field, required }) => (
              <CreditField key={field} who={who} field={field} required={required} value={person[field]} country={state.settings.country}
                error={message(errorKey(who, field))} disabled={state.busy === 'submitting'}
                onChange={(value) => vm.setField(who, field, value)} onBlur={(e) => { if (!toSubmit(e.relatedTarget)) void vm.blurField(who, field); }} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
}

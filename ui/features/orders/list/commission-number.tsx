import { Box, Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderBody } from '../../../../adapters/http/contract/orders/orders';
import { useFieldMessage } from '../../../shared/field-message';
import type { FieldErrorMap } from '../../../shared/form-problem';

/**
 * The deal's commission number (the DMS deal number): shown, and changed inline. The page
 * validates then saves it; the server's field errors show under the field, the typed text stays.
 */
export function CommissionNumber({ order, mayChange, busy, onSave }: {
  readonly order: OrderBody;
  readonly mayChange: boolean;
  readonly busy: boolean;
  /** Resolves to the field errors ({} when saved). */
  readonly onSave: (value: string) => Promise<FieldErrorMap | null>;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const inputId = `commission-${order.id}`;

  if (!editing) {
    return (
      // A plain wrapping flex box: Mantine's Group caps each child's width, which cut the number on a phone.
      <Box style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 }}>
        <Text size="sm" c="dimmed">{t('desk:card.commission')}</Text>
        <Text size="sm" fw={600}>{order.commission_number ?? t('desk:card.commission_none')}</Text>
        {mayChange && (
          <Button size="compact-xs" variant="subtle" aria-label={t('desk:card.commission_edit_label', { id: order.id })}
            onClick={() => { setValue(order.commission_number ?? ''); setErrors({}); setEditing(true); }}>
            {t(order.commission_number === null ? 'desk:card.commission_add' : 'desk:card.commission_edit')}
          </Button>
        )}
      </Box>
    );
  }
  const save = async () => {
    const answer = await onSave(value);
    if (answer === null) return;
    setErrors(answer);
    if (Object.keys(answer).length === 0) setEditing(false);
  };
  return (
    <form onSubmit={(event) => { event.preventDefault(); void save(); }} noValidate>
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          id={inputId}
          size="xs"
          label={t('desk:card.commission')}
          description={t('desk:card.commission_hint')}
          value={value}
          onChange={(event) => { setValue(event.currentTarget.value); setErrors({}); }}
          error={fieldMessage('commission_number', errors['commission_number'])}
          maxLength={40}
          autoFocus
          style={{ flex: '1 1 200px' }}
        />
        <Group gap="xs" mt={{ base: 0, xs: 22 }}>
          <Button type="submit" size="xs" loading={busy}>{t('desk:card.commission_save')}</Button>
          <Button size="xs" variant="default" onClick={() => setEditing(false)}>{t('desk:card.commission_cancel')}</Button>
        </Group>
      </Group>
    </form>
  );
}

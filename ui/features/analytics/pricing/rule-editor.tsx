import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProblemAlert } from '../../../shared/problem-message';
import { EMPTY_RULE, type Editor, type PriceProfilesViewModel, type RuleForm } from './price-profiles-view-model';

const TEXT_FIELDS = ['make', 'model', 'year_min', 'year_max', 'days_min', 'days_max'] as const;

/** The add or edit form of a profile: its name and its ordered rules; the server's messages beside each field. */
export function RuleEditor({ editor, vm, onSaved }: { readonly editor: Editor; readonly vm: PriceProfilesViewModel; readonly onSaved: () => void }) {
  const { t } = useTranslation('pricing');
  const err = (field: string) => { const code = editor.errors[field]?.[0]; return code === undefined ? undefined : t(`errors.${code}`, { defaultValue: t('errors.required') }); };
  const setRule = (i: number, patch: Partial<RuleForm>) => vm.change({ rules: editor.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const percent = (r: RuleForm) => r.adjustment.endsWith('_percent');
  return (
    <Modal opened onClose={vm.closeEditor} title={editor.id === null ? t('profiles.new') : t('profiles.edit')} size="xl">
      <form onSubmit={(e) => { e.preventDefault(); void vm.save().then((ok) => { if (ok) onSaved(); }); }}>
        <Stack gap="md">
          <TextInput label={t('profiles.name')} value={editor.name} onChange={(e) => vm.change({ name: e.currentTarget.value })} error={err('name')} withAsterisk />
          <Title order={3} size="h5">{t('profiles.rules')}</Title>
          {err('rules') !== undefined && <Text c="red" size="sm" role="alert">{err('rules')}</Text>}
          {editor.rules.map((r, i) => {
            const f = (name: string) => `rules.${i}.${name}`;
            return (
              <Paper key={i} withBorder p="sm" component="fieldset" aria-label={t('profiles.rule_n', { n: i + 1 })}>
                <Group justify="space-between" mb="xs">
                  <Text fw={600} size="sm">{t('profiles.rule_n', { n: i + 1 })}</Text>
                  {editor.rules.length > 1 && (
                    <Button size="compact-xs" variant="subtle" color="red" onClick={() => vm.change({ rules: editor.rules.filter((_, j) => j !== i) })}>{t('profiles.remove_rule', { n: i + 1 })}</Button>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  {TEXT_FIELDS.map((name) => (
                    <TextInput key={name} label={t(`profiles.${name}`)} value={r[name]} placeholder={t('profiles.any')} error={err(f(name))}
                      inputMode={name === 'make' || name === 'model' ? 'text' : 'numeric'} onChange={(e) => setRule(i, { [name]: e.currentTarget.value })} />
                  ))}
                  <Select label={t('profiles.condition')} value={r.condition} onChange={(v) => setRule(i, { condition: v ?? '' })} error={err(f('condition'))} allowDeselect={false}
                    data={[{ value: '', label: t('profiles.any') }, { value: 'New', label: t('profiles.condition_New') }, { value: 'Used', label: t('profiles.condition_Used') }]} />
                  <Select label={t('profiles.base')} value={r.base} onChange={(v) => setRule(i, { base: v ?? 'listing' })} error={err(f('base'))} allowDeselect={false}
                    data={['listing', 'msrp', 'cost'].map((b) => ({ value: b, label: t(`profiles.base_${b}`) }))} />
                  <Select label={t('profiles.adjustment')} value={r.adjustment} onChange={(v) => setRule(i, { adjustment: v ?? 'discount_percent' })} error={err(f('adjustment'))} allowDeselect={false}
                    data={['discount_percent', 'markup_percent', 'discount_amount', 'markup_amount'].map((a) => ({ value: a, label: t(`profiles.${a}`) }))} />
                  <TextInput label={t('profiles.value')} value={r.value} onChange={(e) => setRule(i, { value: e.currentTarget.value })} error={err(f('value'))} withAsterisk
                    inputMode="decimal" rightSection={<Text size="xs" c="dimmed">{percent(r) ? '%' : '$'}</Text>} />
                  <TextInput label={t('profiles.floor')} value={r.floor} onChange={(e) => setRule(i, { floor: e.currentTarget.value })} error={err(f('floor'))} inputMode="decimal" />
                  <TextInput label={t('profiles.ceiling')} value={r.ceiling} onChange={(e) => setRule(i, { ceiling: e.currentTarget.value })} error={err(f('ceiling'))} inputMode="decimal" />
                </SimpleGrid>
              </Paper>
            );
          })}
          <Group><Button variant="default" onClick={() => vm.change({ rules: [...editor.rules, EMPTY_RULE] })}>{t('profiles.add_rule')}</Button></Group>
          <ProblemAlert problem={editor.problem} />
          <Group justify="flex-end">
            <Button variant="default" onClick={vm.closeEditor}>{t('profiles.cancel')}</Button>
            <Button type="submit" loading={editor.saving}>{t('profiles.save')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

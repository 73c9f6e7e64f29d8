import { Badge, Box, Button, Group, Image, Pagination, Select, Skeleton, Stack, Switch, Table, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../shared/confirm';
import { useInjection } from '../../shared/di';
import { formatMoney } from '../../shared/format';
import { currentLocale } from '../../shared/i18n';
import { ProblemAlert } from '../../shared/problem-message';
import { useToast } from '../../shared/toast';
import { useObservable } from '../../shared/use-observable';
import { ScrollTable, STICKY_END, WRAPPING_BADGE } from '../../shared/scroll-table';
import { usePhone } from '../../shared/use-phone';
import { useViewModel } from '../../shared/use-view-model';
import { parseMoney } from '@dealer-panel/core/shared/money-text';
import { AccessoryForm } from './accessory-form';
import { localized } from './addon-display';
import { ADDON_PAGE_SIZE, FILTER_OPTIONS } from './addon-list-view-model';
import { AddonTokens } from './addon-tokens';
import { PlanForm } from './plan-form';
import { useAddonRights } from './use-addon-rights';
import type { AccessoryBody, AddonTab, ProtectionPlanBody } from './wire-types';

type Editing = { readonly tab: 'accessories'; readonly item: AccessoryBody | null } | { readonly tab: 'plans'; readonly item: ProtectionPlanBody | null } | null;

const isAccessory = (item: AccessoryBody | ProtectionPlanBody): item is AccessoryBody => 'title_en' in item;

/** /aftermarket: the dealership's accessories and protection plans (spec 002 sections 3, 4 and 7). */
export function AftermarketPage() {
  const { t, i18n } = useTranslation('addons');
  const locale = currentLocale(i18n);
  const factory = useInjection(AddonTokens.listViewModel);
  const vm = useViewModel(() => factory(), (model) => model.start());
  const state = useObservable(vm.state$, null);
  const confirm = useConfirm();
  const toast = useToast();
  const rights = useAddonRights();
  // On a phone: image, category and code give way (the edit form has them), so Edit and Delete fit beside the title.
  const phone = usePhone();
  const [editing, setEditing] = useState<Editing>(null);
  if (state === null) return null;
  const { query, results } = state;
  const tab = query.tab;
  const money = (text: string | null) => {
    const cents = text === null ? null : parseMoney(text);
    return cents === null ? '—' : formatMoney(cents, locale);
  };
  const title = (item: AccessoryBody | ProtectionPlanBody) => (isAccessory(item) ? localized(i18n.language, item.title_en, item.title_fr) : localized(i18n.language, item.name, item.name_fr));
  const priceOf = (item: AccessoryBody | ProtectionPlanBody) => {
    if (isAccessory(item)) return money(item.price);
    const cheapest = [...item.prices].map((p) => parseMoney(p.price) ?? 0).sort((a, b) => a - b)[0];
    return cheapest === undefined ? t('list.no_prices') : t('list.from', { price: formatMoney(cheapest, locale) });
  };
  const remove = async (item: AccessoryBody | ProtectionPlanBody) => {
    if (!(await confirm('delete'))) return;
    if (await vm.remove(item)) toast.success('addons:toast.deleted', { name: title(item) });
  };
  const toggle = async (item: AccessoryBody | ProtectionPlanBody) => {
    if (await vm.toggleActive(item)) toast.success(item.active ? 'addons:toast.deactivated' : 'addons:toast.activated', { name: title(item) });
  };
  const saved = (name: string) => {
    setEditing(null);
    toast.success('addons:toast.saved', { name });
    vm.refresh();
  };
  const pages = results.kind === 'ready' ? Math.max(1, Math.ceil(results.count / ADDON_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md" component="section" aria-labelledby="aftermarket-title">
      <Group justify="space-between">
        <Title order={1} size="h2" id="aftermarket-title">{t('title')}</Title>
        {rights.edit && <Button onClick={() => setEditing(tab === 'accessories' ? { tab, item: null } : { tab, item: null })}>{t(tab === 'accessories' ? 'list.add_accessory' : 'list.add_plan')}</Button>}
      </Group>
      <Tabs value={tab} onChange={(v) => v !== null && vm.setTab(v as AddonTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="accessories">{t('tabs.accessories')}</Tabs.Tab>
          <Tabs.Tab value="plans">{t('tabs.plans')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Group align="flex-end" wrap="wrap">
        <TextInput label={t('list.search')} placeholder={t(tab === 'accessories' ? 'list.search_accessories' : 'list.search_plans')} value={state.text}
          onChange={(e) => vm.type(e.currentTarget.value)} w={{ base: '100%', sm: 320 }} type="search" />
        <Select label={t('list.category')} value={query.category} allowDeselect={false} onChange={(v) => v !== null && vm.setCategory(v)} w={220}
          data={FILTER_OPTIONS[tab].category.map((c) => ({ value: c, label: t(`category.${c}`) }))} />
        <Select label={t('list.origin')} value={query.origin} allowDeselect={false} onChange={(v) => v !== null && vm.setOrigin(v)} w={200}
          data={FILTER_OPTIONS[tab].origin.map((o) => ({ value: o, label: t(`origin.${o}`) }))} />
      </Group>
      <ProblemAlert problem={state.problem} />
      {results.kind === 'loading' && <Stack gap="xs">{[0, 1, 2, 3].map((i) => <Skeleton key={i} height={48} radius="sm" />)}</Stack>}
      {results.kind === 'failed' && (
        <Stack gap="xs" align="flex-start">
          <ProblemAlert problem={results.problem ?? { code: 'generic', retryAfterSeconds: null }} />
          <Button size="xs" onClick={() => vm.retry()}>{t('list.retry')}</Button>
        </Stack>
      )}
      {results.kind === 'ready' && results.items.length === 0 && (
        <Text c="dimmed">{t(query.search !== '' || query.category !== 'all' || query.origin !== 'all' ? 'list.none_found' : tab === 'accessories' ? 'list.no_accessories' : 'list.no_plans')}</Text>
      )}
      {results.kind === 'ready' && results.items.length > 0 && (
        <ScrollTable minWidth={phone ? 0 : 760} label={t(tab === 'accessories' ? 'tabs.accessories' : 'tabs.plans')}>
          <Table striped highlightOnHover verticalSpacing="xs" horizontalSpacing={phone ? 6 : 'xs'} aria-labelledby="aftermarket-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('list.image')}</Table.Th>
                <Table.Th>{t(tab === 'accessories' ? 'list.title_col' : 'list.name_col')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('list.category')}</Table.Th>
                <Table.Th visibleFrom="sm">{t(tab === 'accessories' ? 'list.sku' : 'list.product_code')}</Table.Th>
                <Table.Th ta="right">{t('list.price')}</Table.Th>
                <Table.Th>{t('list.active')}</Table.Th>
                <Table.Th ta="right" style={phone ? undefined : STICKY_END}>{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.items.map((item) => (
                <Table.Tr key={item.id} data-testid="addon-row">
                  <Table.Td w={88} visibleFrom="sm">
                    {item.files.img !== null
                      ? <Image src={item.files.img} alt="" w={72} h={48} fit="cover" radius="sm" />
                      : <Box w={72} h={48} bg="gray.1" style={{ borderRadius: 4, display: 'flex', alignItems: 'center', justifyContent: 'center' }}><Text size="xs" c="dimmed" ta="center" lh={1.1}>{t('list.no_image')}</Text></Box>}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500} size="sm">{title(item)}</Text>
                    {isAccessory(item) && item.pre_installed && <Badge size="xs" variant="light" styles={WRAPPING_BADGE}>{t('origin.installed')}</Badge>}
                    {!isAccessory(item) && item.use_pen_for_localized_prices && <Badge size="xs" variant="light" styles={WRAPPING_BADGE}>{t('origin.pen')}</Badge>}
                  </Table.Td>
                  <Table.Td visibleFrom="sm"><Text size="sm">{t(`category.${item.category}`)}</Text></Table.Td>
                  <Table.Td visibleFrom="sm"><Text size="sm" ff="monospace">{isAccessory(item) ? item.sku : item.product_code}</Text></Table.Td>
                  <Table.Td ta="right"><Text size="sm" style={{ whiteSpace: 'nowrap' }}>{priceOf(item)}</Text></Table.Td>
                  <Table.Td>
                    <Switch checked={item.active} disabled={!rights.edit || state.busy === item.id} onChange={() => void toggle(item)} aria-label={t('list.active_for', { name: title(item) })} />
                  </Table.Td>
                  <Table.Td style={phone ? undefined : STICKY_END}>
                    {rights.edit && <Group gap="xs" wrap={phone ? 'wrap' : 'nowrap'} justify="flex-end">
                      <Button size="xs" variant="light" onClick={() => setEditing(isAccessory(item) ? { tab: 'accessories', item } : { tab: 'plans', item })} aria-label={t('list.edit_name', { name: title(item) })}>{t('list.edit')}</Button>
                      <Button size="xs" variant="subtle" color="red" loading={state.busy === item.id} onClick={() => void remove(item)} aria-label={t('list.delete_name', { name: title(item) })}>{t('list.delete')}</Button>
                    </Group>}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {results.kind === 'ready' && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{t('list.count', { count: results.count })}</Text>
          {pages > 1 && <Pagination total={pages} value={query.page} onChange={(p) => vm.goToPage(p)} getControlProps={(control) => ({ 'aria-label': t(`list.page_${control}`) })} getItemProps={(page) => ({ 'aria-label': t('list.page_n', { page }) })} />}
        </Group>
      )}
      {editing?.tab === 'accessories' && <AccessoryForm accessory={editing.item} onClose={() => setEditing(null)} onSaved={(a) => saved(localized(i18n.language, a.title_en, a.title_fr))} />}
      {editing?.tab === 'plans' && <PlanForm plan={editing.item} onClose={() => setEditing(null)} onSaved={(p) => saved(localized(i18n.language, p.name, p.name_fr))} />}
    </Stack>
  );
}

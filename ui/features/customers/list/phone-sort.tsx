import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The orderings a phone offers (the table's sortable headers, each way that makes sense). */
const ORDERINGS = [
  { value: '-created', key: 'newest' },
  { value: 'created', key: 'oldest' },
  { value: 'name', key: 'name_asc' },
  { value: '-name', key: 'name_desc' },
  { value: 'awaiting', key: 'awaiting' },
  { value: 'sales_rep', key: 'rep' },
] as const;

/** On a phone the cards have no headers to click: the ordering is a menu (the URL keeps it, as on a laptop). */
export function PhoneSort({ ordering, onChange }: { readonly ordering: string; readonly onChange: (ordering: string) => void }) {
  const { t } = useTranslation();
  const known = ORDERINGS.some((o) => o.value === ordering);
  const data = [
    ...ORDERINGS.map((o) => ({ value: o.value, label: t(`desk:sort.${o.key}`) })),
    // An ordering from a laptop's URL that the menu does not list stays shown as it is.
    ...(known ? [] : [{ value: ordering, label: t('desk:sort.other') }]),
  ];
  return <NativeSelect label={t('desk:sort.label')} value={ordering} data={data} onChange={(event) => onChange(event.currentTarget.value)} size="sm" />;
}

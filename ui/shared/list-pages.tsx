import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The pages of a list the server pages (inventory, the imports' history, a report's refused rows): a
 * navigation landmark named `label`, its buttons labelled as the customer list's; nothing for one page.
 */
export function ListPages({ page, last, label, onChange, disabled = false }: { readonly page: number; readonly last: number; readonly label: string; readonly onChange: (page: number) => void; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  if (last <= 1) return null;
  return (
    <nav aria-label={label}>
      <Pagination size="sm" total={last} value={page} onChange={onChange} disabled={disabled}
        getItemProps={(n) => ({ 'aria-label': t('common:customers.list.page_n', { page: n, last }) })}
        getControlProps={(control) => ({ 'aria-label': t(`common:customers.list.page_${control}`) })} />
    </nav>
  );
}

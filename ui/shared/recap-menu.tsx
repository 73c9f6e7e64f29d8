import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { recapRoutes } from '../../adapters/http/contract/orders/recap-routes';

const LANGUAGES = ['en', 'fr', 'both'] as const;

/** The staff's recap of a deal in a language (GET order/{id}/recap.pdf?lang=). */
export const recapUrl = (orderId: number, lang: (typeof LANGUAGES)[number]): string =>
  `${recapRoutes.dealerRecap.path.replace('{id}', String(orderId))}?lang=${lang}`;

/**
 * "Print recap" (issue 18 item 2): a small menu of English, Français and both side by side; each
 * opens the server's PDF in a new tab (the session cookie goes with it; the browser prints it).
 * The deal card and the worksheet show it.
 */
export function RecapMenu({ orderId, size = 'compact-xs' }: { readonly orderId: number; readonly size?: 'compact-xs' | 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
      <Menu.Target>
        <Button size={size} variant="light" aria-label={t('recap.print_label', { id: orderId })} data-testid={`recap-menu-${orderId}`}>
          {t('recap.print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('recap.menu_label')}>
        <Menu.Label>{t('recap.opens')}</Menu.Label>
        {LANGUAGES.map((lang) => (
          <Menu.Item key={lang} component="a" href={recapUrl(orderId, lang)} target="_blank" rel="noopener" lang={lang === 'both' ? undefined : lang}>
            {t(`recap.${lang}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../ui/shared/di';
import { ShopTokens } from '../../shared/shop-tokens';

/**
 * "Deal summary (PDF)": the recap the dealer prints, in the customer's language, opened in a new
 * tab. The tab is opened on the click itself (no pop-up blocker stops it), then given the PDF the
 * deal link's token fetched (the token travels in a header, never in an address).
 */
export function RecapLink({ token, orderId }: { readonly token: string; readonly orderId: number }) {
  const { t, i18n } = useTranslation('shop');
  const port = useInjection(ShopTokens.dealPort);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const open = async () => {
    const tab = window.open('', '_blank');
    setState('loading');
    const pdf = await port.recap(token, orderId, i18n.language.startsWith('fr') ? 'fr' : 'en');
    if (pdf === null) {
      tab?.close();
      setState('failed');
      return;
    }
    const url = URL.createObjectURL(pdf);
    if (tab === null) window.location.assign(url); else tab.location.href = url;
    setState('idle');
  };
  return (
    <div>
      <Button variant="light" loading={state === 'loading'} onClick={() => void open()} data-testid="deal-recap">{t('recap.open')}</Button>
      {state === 'failed' && <Text size="sm" c="red.8" role="alert" mt={4}>{t('recap.failed')}</Text>}
    </div>
  );
}

import { Container, Loader, Stack, Text, Title } from '@mantine/core';
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { CustomerLinkResponse } from '../../adapters/http/contract/customers/customers';
import { useInjection } from '../../ui/shared/di';
import { ShopTokens } from '../shared/shop-tokens';
import { NotFoundPage } from './not-found-page';
import { ShopHeader } from './shop-header';
import { chosenLanguage } from './shop-i18n';

type InvitationState = { readonly kind: 'loading' } | { readonly kind: 'gone' } | { readonly kind: 'ready'; readonly link: CustomerLinkResponse };

/**
 * /shop/invitation/:token: the store's welcome (an invitation names a customer, not a deal: the
 * deal's own link follows when the dealership has one to show).
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const { t, i18n } = useTranslation('shop');
  const port = useInjection(ShopTokens.dealPort);
  const storage = useInjection(ShopTokens.storage);
  const [state, setState] = useState<InvitationState>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    port.link('invitation', token).then((r) => {
      if (!live) return;
      if (E.isLeft(r)) { setState({ kind: 'gone' }); return; }
      if (chosenLanguage(storage) === null) void i18n.changeLanguage(r.right.language);
      setState({ kind: 'ready', link: r.right });
    }, () => { if (live) setState({ kind: 'gone' }); });
    return () => { live = false; };
  }, [port, token, storage, i18n]);

  if (state.kind === 'gone') return <NotFoundPage />;
  return (
    <Container size="sm" px="md" pb="xl">
      <ShopHeader deal={null} store={state.kind === 'ready' ? { name: state.link.dealership_name, city: state.link.dealership_city } : null} />
      {state.kind === 'loading' ? <Stack align="center" py="xl"><Loader aria-label={t('loading')} /></Stack> : (
        <Stack gap="sm" py="md">
          <Title order={2}>{t('invitation.title', { name: state.link.customer_first_name })}</Title>
          <Text>{t('invitation.text', { dealership: state.link.dealership_name, city: state.link.dealership_city, ...(state.link.dealership_city.trim() === '' ? { context: 'nocity' } : {}) })}</Text>
        </Stack>
      )}
    </Container>
  );
}

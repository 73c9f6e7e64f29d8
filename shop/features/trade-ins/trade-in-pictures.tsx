import { Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../../ui/shared/di';
import { PictureSlotGrid } from '../../../ui/shared/picture-slots/picture-slot-grid';
import { createPicturesViewModel, type PicturesState } from '../../../ui/shared/picture-slots/picture-slots-view-model';
import { ProblemAlert } from '../../../ui/shared/problem-message';
import { useObservable } from '../../../ui/shared/use-observable';
import { useViewModel } from '../../../ui/shared/use-view-model';
import { ShopTradeInTokens } from './trade-in-tokens';

/** The customer's pictures of their vehicle (issue 16.5), under the trade-in's form once it is submitted. */
export function ShopPictures({ token, orderId, readOnly }: { readonly token: string; readonly orderId: number; readonly readOnly: boolean }) {
  const { t } = useTranslation('shop');
  const ports = useInjection(ShopTradeInTokens.pictures);
  const vm = useViewModel(() => createPicturesViewModel(ports(token, orderId)), (v) => void v.load());
  const state = useObservable(vm.state$, { kind: 'loading' } as PicturesState);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="shop-trade-in-pictures">
      <Stack gap="sm">
        <Title order={3} size="h4" id="shop-trade-in-pictures">{t('pictures.title')}</Title>
        {state.kind === 'loading' && <Stack align="center" py="md"><Loader size="sm" aria-label={t('pictures.loading')} /></Stack>}
        {state.kind === 'failed' && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('pictures.failed')}</Text>
            <ProblemAlert problem={state.problem} />
            <Button size="xs" variant="default" onClick={() => void vm.load()}>{t('pictures.retry')}</Button>
          </Stack>
        )}
        {state.kind === 'ready' && (
          <>
            <Text size="sm">{t(state.slots.may_edit ? 'pictures.intro' : 'pictures.locked', { size: state.slots.max_bytes / (1024 * 1024) })}</Text>
            {state.done !== null && <Text size="sm" c="teal.9" fw={600} role="status">{t(`pictures.${state.done}`)}</Text>}
            <ProblemAlert problem={state.problem} />
            <PictureSlotGrid state={state} vm={vm} ns="shop" editable={state.slots.may_edit && !readOnly} />
          </>
        )}
      </Stack>
    </Card>
  );
}

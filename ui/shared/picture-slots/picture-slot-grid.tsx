import { AspectRatio, Button, Card, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PictureSlotBody } from '../../../adapters/http/contract/trade-ins/gallery';
import { confirmWith } from '../confirm';
import { useFieldMessageIn } from '../field-message';
import type { PicturesState, PicturesViewModel } from './picture-slots-view-model';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif';
type Ready = Extract<PicturesState, { kind: 'ready' }>;

/**
 * The seven picture slots of a trade-in, each with its picture (or none), add / replace / remove
 * (removal after a confirmation) when `editable`, the upload's progress and the server's refusal
 * beside the slot. The words are `<ns>:pictures.*` and `<ns>:errors.*` (the dealer's trade-ins
 * namespace, the shop's).
 */
export function PictureSlotGrid({ state, vm, ns, editable }: { readonly state: Ready; readonly vm: PicturesViewModel; readonly ns: string; readonly editable: boolean }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
      {state.slots.slots.map((s) => <Slot key={s.slot} slot={s} state={state} vm={vm} ns={ns} editable={editable} />)}
    </SimpleGrid>
  );
}

function Slot({ slot, state, vm, ns, editable }: { readonly slot: PictureSlotBody; readonly state: Ready; readonly vm: PicturesViewModel; readonly ns: string; readonly editable: boolean }) {
  const { t } = useTranslation(ns);
  const message = useFieldMessageIn(ns);
  const name = t('pictures.slots.' + slot.slot);
  const errors = state.errors[slot.slot];
  const error = errors === undefined ? null : message('file', errors['file'] ?? errors['slot']);
  const busy = state.busy === slot.slot;
  const remove = () => {
    void confirmWith(t, 'pictures.confirm_remove', { values: { slot: name }, danger: true }).then((yes) => { if (yes) void vm.remove(slot.slot); });
  };
  return (
    <Stack gap={4} data-testid={`picture-slot-${slot.slot}`} aria-label={name} role="group">
      <Text size="sm" fw={600}>{name}</Text>
      <AspectRatio ratio={4 / 3}>
        {slot.picture === null
          ? <Card withBorder radius="sm" bg="gray.0"><Stack justify="center" align="center" h="100%"><Text size="xs" c="gray.7">{t('pictures.empty')}</Text></Stack></Card>
          : <Image src={slot.picture.url} alt={t('pictures.alt', { slot: name })} radius="sm" fit="cover" />}
      </AspectRatio>
      {busy && state.progress !== null && <Progress value={Math.round(state.progress * 100)} size="sm" aria-label={t('pictures.sending', { slot: name })} />}
      {error !== null && <Text size="xs" c="red.8" role="alert">{error}</Text>}
      {editable && (
        <Group gap={4} wrap="wrap">
          <FileButton accept={ACCEPT} onChange={(file) => void vm.upload(slot.slot, file)}>
            {(props) => (
              <Button {...props} size="compact-xs" variant="default" loading={busy} disabled={state.busy !== null && !busy}
                aria-label={t(slot.picture === null ? 'pictures.add_label' : 'pictures.replace_label', { slot: name })}>
                {t(slot.picture === null ? 'pictures.add' : 'pictures.replace')}
              </Button>
            )}
          </FileButton>
          {slot.picture !== null && (
            <Button size="compact-xs" variant="subtle" color="red" disabled={state.busy !== null} onClick={remove} aria-label={t('pictures.remove_label', { slot: name })}>
              {t('pictures.remove')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}

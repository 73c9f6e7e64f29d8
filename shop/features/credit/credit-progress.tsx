import { Box, Group, Progress, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreditStep } from '@dealer-panel/core/credit/credit-steps';
import type { StepProgress } from './credit-draft';

const MARK = { done: { glyph: '✓', color: 'var(--mantine-color-teal-9)' }, current: { glyph: '', color: 'var(--mantine-color-blue-8)' }, todo: { glyph: '', color: 'var(--mantine-color-gray-6)' } } as const;

/**
 * Where the customer is: "Step 3 of 6" with a bar on every screen, and from 768 px the list of
 * steps, each reachable one a button (done ones are checked; later ones wait until these are done).
 */
export function CreditProgress({ progress, current, onGo, disabled }: {
  readonly progress: readonly StepProgress[]; readonly current: CreditStep; readonly onGo: (step: CreditStep) => void; readonly disabled: boolean;
}) {
  const { t } = useTranslation('shop-credit');
  const index = progress.findIndex((p) => p.step === current);
  const done = progress.filter((p) => p.mark === 'done').length;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} aria-live="polite">{t('progress.step_of', { n: index + 1, total: progress.length, name: t(`steps.${current}`) })}</Text>
      <Progress value={(done / progress.length) * 100} size="sm" aria-hidden />
      <Box component="nav" aria-label={t('progress.label')} visibleFrom="sm">
        <Group component="ol" gap={4} wrap="wrap" m={0} p={0} style={{ listStyle: 'none' }}>
          {progress.map((p, i) => {
            const mark = MARK[p.mark];
            const body = (
              <Group gap={6} wrap="nowrap" px={8} py={4}>
                <Box component="span" aria-hidden style={{
                  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 20, height: 20, borderRadius: '50%', fontSize: 11, fontWeight: 700,
                  border: `2px solid ${mark.color}`, background: p.mark === 'todo' ? 'transparent' : mark.color, color: p.mark === 'todo' ? mark.color : 'white',
                }}>{mark.glyph === '' ? i + 1 : mark.glyph}</Box>
                <Text size="xs" fw={p.mark === 'current' ? 700 : 400}>{t(`steps.${p.step}`)}</Text>
                <VisuallyHidden>{`(${t(`progress.${p.mark}`)})`}</VisuallyHidden>
              </Group>
            );
            return (
              <li key={p.step} aria-current={p.mark === 'current' ? 'step' : undefined}>
                {p.reachable && p.mark !== 'current'
                  ? <UnstyledButton onClick={() => onGo(p.step)} disabled={disabled} style={{ borderRadius: 6 }}>{body}</UnstyledButton>
                  : body}
              </li>
            );
          })}
        </Group>
      </Box>
    </Stack>
  );
}

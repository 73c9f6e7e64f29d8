import { Box, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus, StepName } from '@dealer-panel/core/shared/deal-states';

/** Mantine's darkest orange fails AA contrast under white text (3.9:1); this one passes (5.7:1). */
export const DEALER_ORANGE = '#b34000';

/** How a step's status reads at a glance. */
export type StepTone = 'done' | 'dealer' | 'customer' | 'progress' | 'problem' | 'todo';

export function stepTone(status: OrderStatus): StepTone {
  switch (status) {
    case 'completed': return 'done';
    case 'awaiting-dealer':
    case 'hidden-awaiting-decision': return 'dealer';
    case 'awaiting-customer': return 'customer';
    case 'declined':
    case 'failed':
    case 'canceled':
    case 'expired':
    case 'refunded': return 'problem';
    case 'initial': return 'todo';
    default: return 'progress';
  }
}

/** Colour and glyph per tone; the glyph keeps the tones apart for colour-blind eyes too. */
export const TONES: Readonly<Record<StepTone, { readonly color: string; readonly glyph: string; readonly filled: boolean }>> = {
  done: { color: 'var(--mantine-color-teal-9)', glyph: '✓', filled: true },
  dealer: { color: DEALER_ORANGE, glyph: '!', filled: true },
  customer: { color: 'var(--mantine-color-blue-8)', glyph: '…', filled: true },
  progress: { color: 'var(--mantine-color-cyan-9)', glyph: '•', filled: false },
  problem: { color: 'var(--mantine-color-red-9)', glyph: '×', filled: true },
  todo: { color: 'var(--mantine-color-gray-6)', glyph: '', filled: false },
};

export function StepDot({ tone, title }: { readonly tone: StepTone; readonly title?: string }) {
  const { color, glyph, filled } = TONES[tone];
  return (
    <Box
      component="span"
      aria-hidden
      title={title}
      style={{
        display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 18, height: 18, borderRadius: '50%',
        fontSize: 11, fontWeight: 700, lineHeight: 1, border: `2px solid ${color}`,
        background: filled ? color : 'transparent', color: filled ? 'white' : color,
      }}
    >
      {glyph}
    </Box>
  );
}

/**
 * The eight steps of a deal as compact dots in the customer's order, each with its name and
 * status for screen readers (and as a tooltip), then "3/8" done.
 */
export function StepProgress({ order, withCount = true }: {
  readonly order: { readonly steps: readonly { readonly name: StepName; readonly status: OrderStatus }[] };
  readonly withCount?: boolean;
}) {
  const { t } = useTranslation();
  const done = order.steps.filter((s) => s.status === 'completed').length;
  return (
    <Group gap={6} wrap="nowrap">
      <Group gap={2} wrap="nowrap" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('orders.steps.label')}>
        {order.steps.map((step) => {
          const label = t('orders.steps.step_status', { step: t(`orders.steps.${step.name}`), status: t(`orders.status.${step.status}`) });
          return (
            <li key={step.name} style={{ display: 'inline-flex' }}>
              <StepDot tone={stepTone(step.status)} title={label} />
              <VisuallyHidden>{label}</VisuallyHidden>
            </li>
          );
        })}
      </Group>
      {withCount && <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>{t('orders.steps.done_count', { done, total: order.steps.length })}</Text>}
    </Group>
  );
}

import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuplicatePairBody } from '../../../../adapters/http/contract/customers/customer-merges';
import type { ReactNode } from 'react';
import { fullNameOf } from '../../../shared/person-name';

/** One likely duplicate pair: both names, why they look alike, the score, and the comparison's toggle. */
export function PairCard({ pair, open, panelId, onToggle, children }: {
  readonly pair: DuplicatePairBody;
  readonly open: boolean;
  readonly panelId: string;
  readonly onToggle: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const [a, b] = pair.customers;
  const names = `${fullNameOf(a)} · ${fullNameOf(b)}`;
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-label={names} data-testid="duplicate-pair">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600}>{names}</Text>
            <Group gap={6} wrap="wrap">
              {pair.reasons.map((r) => <Badge key={r} variant="light" color="grape">{t(`customers.duplicates.reason.${r}`)}</Badge>)}
            </Group>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <Badge size="lg" variant="outline" color={pair.score >= 80 ? 'red' : 'orange'} aria-label={t('customers.duplicates.score_label', { score: pair.score })}>
              {pair.score}
            </Badge>
            <Button variant={open ? 'filled' : 'light'} onClick={onToggle} aria-expanded={open} aria-controls={panelId}>
              {t(open ? 'customers.duplicates.close' : 'customers.duplicates.compare')}
            </Button>
          </Group>
        </Group>
        {open && <div id={panelId}>{children}</div>}
      </Stack>
    </Paper>
  );
}

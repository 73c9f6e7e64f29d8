import { Badge, Button, Card, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useShopDeal } from '../../shared/deal-context';
import { hintOf, STATE_COLOR, tasksInOrder } from './task-view';
import { RecapLink } from './recap-link';

/** /shop/deal/:token: the deal's steps as tasks, what waits on the customer first. */
export function TasksPage() {
  const { t } = useTranslation('shop');
  const { deal, token } = useShopDeal();
  const v = deal.vehicle;
  const vehicleName = v === null ? null : `${v.year} ${v.make} ${v.model} ${v.trim}`.trim();
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('tasks.greeting', { name: deal.customer.first_name })}</Title>
        <Text>{t('tasks.intro', { dealership: deal.dealership.name })}</Text>
      </div>
      {v !== null && (
        <Card withBorder padding="md">
          <Group wrap="nowrap" gap="md">
            {v.image !== null && /^(\/|https:\/\/)/.test(v.image) && <Image src={v.image} alt={t('vehicle.alt', { vehicle: vehicleName })} w={120} radius="sm" />}
            <Text fw={600} data-testid="deal-vehicle">{vehicleName}</Text>
          </Group>
        </Card>
      )}
      {v !== null && (
        <Card withBorder padding="md" component="section" aria-labelledby="build-heading">
          <Title order={3} size="h4" id="build-heading">{t('deal_addons.title')}</Title>
          <Text size="sm" mt={4}>{t('deal_addons.teaser')}</Text>
          <Button component={Link} to="addons" mt="sm" variant="light" fullWidth data-testid="open-addons">{t('deal_addons.open')}</Button>
        </Card>
      )}
      <RecapLink token={token} orderId={deal.order} />
      <Text fw={600} data-testid="to-do-count">{deal.to_do > 0 ? t('tasks.to_do_count', { count: deal.to_do }) : t('tasks.nothing_to_do')}</Text>
      <section aria-labelledby="tasks-heading">
        <Title order={3} id="tasks-heading" mb="sm">{t('tasks.heading')}</Title>
        <List listStyleType="none" spacing="sm" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
          {tasksInOrder(deal.tasks).map((task) => {
            const hint = hintOf(task);
            return (
              <List.Item key={task.step} data-testid={`task-${task.step}`}>
                <Card withBorder padding="md" style={task.state === 'to_do' ? { borderColor: 'var(--mantine-color-orange-6)' } : undefined}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Text fw={600}>{t(`tasks.steps.${task.step}`)}</Text>
                    <Badge color={STATE_COLOR[task.state]} variant="filled" tt="none">{t(`tasks.states.${task.state}`)}</Badge>
                  </Group>
                  {hint !== null && <Text size="sm" c="dimmed" mt={4}>{t(hint)}</Text>}
                  {task.action !== null && (
                    <Button component={Link} to={task.action} mt="sm" variant={task.state === 'to_do' ? 'filled' : 'light'} fullWidth>
                      {t(`tasks.open.${task.action}`)}
                    </Button>
                  )}
                </Card>
              </List.Item>
            );
          })}
        </List>
      </section>
    </Stack>
  );
}

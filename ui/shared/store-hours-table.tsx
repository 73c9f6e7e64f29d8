import { Card, Table, Text } from '@mantine/core';
import type { AppointmentBody } from '../../adapters/http/contract/appointments/appointments';

/** The store's week (both apps' appointment pages): each day's hours, or "closed", in the reader's words. */
export function StoreHoursTable({ hours, title, dayLabel, closed }: {
  readonly hours: AppointmentBody['daywise_operating_hours'];
  readonly title: string;
  readonly dayLabel: (day: AppointmentBody['daywise_operating_hours'][number]['day']) => string;
  readonly closed: string;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text fw={600} mb="xs">{title}</Text>
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Tbody>
          {hours.map((d) => (
            <Table.Tr key={d.day}>
              <Table.Td>{dayLabel(d.day)}</Table.Td>
              <Table.Td>{d.is_working ? `${d.start ?? ''} – ${d.end ?? ''}` : closed}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one row a staff table shows when it has nothing to list. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text c="dimmed" py="md" style={{ position: 'sticky', left: 16 }}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

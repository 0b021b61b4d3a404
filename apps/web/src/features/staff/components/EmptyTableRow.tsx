import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The one row a staff table shows when it has nothing to list. */
export function EmptyTableRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        {/* Stays in view and wraps within the screen while a wide table scrolls sideways on a phone. */}
        <Text c="dimmed" py="md" style={{ position: 'sticky', left: 16, maxWidth: 'calc(100vw - 5rem)' }}>
          {children}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

import { Pagination, type PaginationProps } from '@mantine/core';
import '@mantine/core/styles/Pagination.css';

const CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};

/** Small page buttons whose arrow controls (icons only in Mantine) have names. */
export function Pager({
  label,
  ...props
}: { label: string } & Omit<PaginationProps, 'getControlProps' | 'size'>) {
  return (
    <Pagination
      size="sm"
      aria-label={label}
      getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
      {...props}
    />
  );
}

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type TableColumn } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: TableColumn<Row>[] = [
  { id: 'id', header: 'ID', numeric: true, cell: (r) => r.id },
  {
    id: 'name',
    header: 'Name',
    cell: (r) => r.name,
    sorts: [
      { value: 'name', direction: 'ascending' },
      { value: 'nameDesc', direction: 'descending' },
    ],
  },
];

describe('DataTable (TanStack Table v9, core only)', () => {
  it('renders a captioned table of the rows, and steps the server sort from its header', async () => {
    const onSort = vi.fn();
    render(<DataTable caption="People" columns={columns} rows={[{ id: 1, name: 'Ada' }, { id: 2, name: 'Grace' }]} rowKey={(r) => r.id} sort="name" onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'People' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['2', 'Grace']);
    expect(within(table).getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Name' }));
    expect(onSort).toHaveBeenCalledWith('nameDesc');
  });
});

import { render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  amount: number;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Marie Tremblay', amount: 12 },
  { id: 'b', name: 'Luc Gagnon', amount: 30 },
];

describe('DataTable (the back-office list table that turns into cards on a phone, issue #30)', () => {
  it('draws a header row, then one row per item; the naming cell is a row header; every cell carries its column’s name for the phone layout', () => {
    render(
      <DataTable
        className="orders-table"
        caption="2 commandes"
        rows={ROWS}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'aria-current': row.id === 'b' ? 'true' : undefined })}
        columns={[
          { header: 'Client', rowHeader: true, cell: (row) => <span>{row.name}</span> },
          { header: 'Montant', cell: (row) => `${row.amount} $`, cellProps: (row) => ({ title: `id ${row.id}` }) },
          false,
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: '2 commandes' });
    expect(table).toHaveClass('admin-table', 'orders-table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Client', 'Montant']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    const header = within(first).getByRole('rowheader');
    expect(header).toHaveTextContent('Marie Tremblay');
    expect(header).toHaveAttribute('data-label', 'Client');
    const amount = within(first).getByRole('cell');
    expect(amount).toHaveTextContent('12 $');
    expect(amount).toHaveAttribute('data-label', 'Montant');
    expect(amount).toHaveAttribute('title', 'id a');
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');
  });

  it('lets a screen draw its own rows (an editable row) under the same headings', () => {
    render(
      <DataTable
        rows={ROWS}
        rowKey={(row) => row.id}
        columns={[{ header: 'Client' }, { header: 'Montant' }]}
        renderRow={(row, columns) => (
          <tr key={row.id}>
            <td data-label={columns[0]?.header}>
              <input aria-label={`Nom de ${row.id}`} defaultValue={row.name} />
            </td>
            <td data-label={columns[1]?.header}>{row.amount}</td>
          </tr>
        )}
      />,
    );
    expect(screen.getByRole('table')).toHaveClass('admin-table');
    expect(screen.getByRole('textbox', { name: 'Nom de b' })).toHaveValue('Luc Gagnon');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});

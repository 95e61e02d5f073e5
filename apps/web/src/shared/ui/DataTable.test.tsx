import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.tsx';

const rows = [
  { id: 'a', name: 'Lucie', entries: 12 },
  { id: 'b', name: 'Karel', entries: 3 },
];

describe('DataTable', () => {
  it('labels every cell with its column for the phone card layout and right-aligns numbers', () => {
    render(
      <DataTable
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          { label: 'Jméno', cell: (row) => row.name },
          { label: 'Vstupy', cell: (row) => row.entries, numeric: true },
        ]}
        action={{ label: 'Akce', cell: (row) => <button type="button">Odebrat {row.name}</button> }}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Jméno',
      'Vstupy',
      'Akce',
    ]);
    const [, first] = screen.getAllByRole('row');
    const cells = within(first!).getAllByRole('cell');
    expect(cells[0]).toHaveAttribute('data-label', 'Jméno');
    expect(cells[1]).toHaveClass('is-number');
    expect(within(cells[2]!).getByRole('button', { name: 'Odebrat Lucie' })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

function Desk() {
  const [selected, setSelected] = useState('scan');
  return (
    <Tabs
      label="Recepce"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'scan', label: 'Načtení vstupu', panel: <p>Kamera</p> },
        { id: 'sale', label: 'Prodej na místě', panel: <input aria-label="E-mail zákazníka" /> },
        { id: 'today', label: 'Dnešní rezervace', panel: <p>Seznam</p> },
      ]}
    />
  );
}

describe('tabs', () => {
  it('are one tab stop, move with the arrow keys, Home and End, and keep every panel mounted', async () => {
    render(<Desk />);
    const user = userEvent.setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    await user.tab();
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tabs[1]).toHaveFocus();
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Prodej na místě');
    await user.type(screen.getByLabelText('E-mail zákazníka'), 'jana@example.cz');
    await user.click(tabs[0]!);
    await user.keyboard('{End}');
    expect(tabs[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    // the sale's panel kept what was typed while another tab was open
    expect(screen.getByLabelText('E-mail zákazníka')).toHaveValue('jana@example.cz');
  });
});

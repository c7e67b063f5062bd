import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'details', label: 'Details' },
  { id: 'prices', label: 'Prices' },
  { id: 'texts', label: 'Texts' },
];

function Harness() {
  const [active, setActive] = useState('details');
  return (
    <Tabs tabs={tabs} active={active} onChange={setActive}>
      <p>{`Panel ${active}`}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('marks the active tab, and renders only its panel labelled by it', () => {
    render(<Harness />);
    const details = screen.getByRole('tab', { name: 'Details' });
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(details.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'Prices' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.getByRole('tab', { name: 'Prices' }).hasAttribute('aria-controls')).toBe(false);
    const panel = screen.getByRole('tabpanel', { name: 'Details' });
    expect(panel.textContent).toBe('Panel details');
    expect(details.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and activates with the arrow keys, wrapping at the ends', () => {
    render(<Harness />);
    const details = screen.getByRole('tab', { name: 'Details' });
    details.focus();

    fireEvent.keyDown(details, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Prices' }));
    expect(screen.getByRole('tab', { name: 'Prices' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel prices');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Texts' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel texts');

    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details' }));
  });

  it('jumps with Home and End and ignores other keys', () => {
    render(<Harness />);
    screen.getByRole('tab', { name: 'Details' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Texts' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Details' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
  });

  it('activates a clicked tab', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Texts' }));
    expect(screen.getByRole('tabpanel', { name: 'Texts' }).textContent).toBe('Panel texts');
  });
});

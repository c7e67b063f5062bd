import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';
import { Page } from './Page';

/** A list whose last row is deleted, as a dialog's confirmation does it after giving focus back to the row. */
function Harness() {
  const [rows, setRows] = useState(['Handbook']);
  return (
    <Page title="Documents">
      {rows.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        rows.map((row) => (
          <button key={row} type="button" onClick={() => setRows([])}>
            Delete {row}
          </button>
        ))
      )}
      <button type="button">Elsewhere</button>
    </Page>
  );
}

/** The same list, the row deleted through a dialog that closes in the render removing the row. */
function DialogHarness() {
  const [rows, setRows] = useState(['Handbook']);
  const [confirming, setConfirming] = useState(false);
  return (
    <Page title="Documents">
      {rows.map((row) => (
        <button key={row} type="button" onClick={() => setConfirming(true)}>
          Delete {row}
        </button>
      ))}
      <ConfirmDialog
        open={confirming}
        title="Delete document"
        message="Delete it?"
        confirmLabel="Delete"
        onConfirm={() => {
          setConfirming(false);
          setRows([]);
        }}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}

describe('Page', () => {
  it('moves focus to its heading when the control holding it is removed, not to the body', async () => {
    render(<Harness />);
    const remove = screen.getByRole('button', { name: 'Delete Handbook' });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole('button', { name: 'Delete Handbook' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Documents' })));
  });

  it('moves focus to its heading when a dialog closes together with the row that opened it', async () => {
    render(<DialogHarness />);
    const remove = screen.getByRole('button', { name: 'Delete Handbook' });
    remove.focus();
    fireEvent.click(remove);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Documents' })));
  });

  it('leaves focus alone when it is elsewhere', async () => {
    render(<Harness />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Handbook' }));
    elsewhere.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(elsewhere);
  });
});

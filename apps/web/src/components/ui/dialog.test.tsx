// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';

// Transforms Radix's part ahead (the first transform is slow under test), without loading it for the dialogs.
beforeAll(() => import('./dialog-radix.tsx'));
afterEach(cleanup);

function Confirm({ open }: { open?: boolean }) {
  return (
    <Dialog open={open}>
      <DialogTrigger>Delete account</DialogTrigger>
      <DialogContent>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>This cannot be undone.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

describe('a dialog', () => {
  it('draws only its trigger while closed', () => {
    render(<Confirm />);
    expect(screen.getByRole('button', { name: 'Delete account' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens from its trigger, with its title and description', async () => {
    render(<Confirm />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('opens when its owner opens it', async () => {
    const { rerender } = render(<Confirm open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<Confirm open />);
    expect(await screen.findByRole('dialog', { name: 'Delete your account?' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { texts } from '@filldeck/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMenu, type RowMenuItem } from './row-menu.tsx';

afterEach(cleanup);

async function openMenu(groups: readonly (readonly RowMenuItem[])[], isDeleting = false) {
  const onAction = vi.fn();
  render(
    <RowMenu
      name="Job form"
      groups={groups}
      onAction={onAction}
      isDeleting={isDeleting}
      align="end"
      triggerClassName="size-9"
    />,
  );
  // Pressed before the Radix menu has arrived: it opens as soon as it has.
  fireEvent.keyDown(screen.getByRole('button', { name: 'More actions for Job form' }), { key: 'Enter' });
  await screen.findByRole('menu');
  return onAction;
}

describe('a row menu', () => {
  it('lists its items in order, a separator between groups', async () => {
    await openMenu([['rename', 'move', 'duplicate'], ['delete']]);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      texts.sidebar.rename,
      texts.sidebar.moveToProject,
      'Duplicate',
      texts.sidebar.delete,
    ]);
    expect(screen.getAllByRole('separator')).toHaveLength(1);
  });

  it('hands the chosen action and its button to the caller', async () => {
    const onAction = await openMenu([['rename', 'delete']]);
    fireEvent.click(screen.getByRole('menuitem', { name: texts.sidebar.rename }));
    expect(onAction).toHaveBeenCalledWith('rename', screen.getByRole('button', { name: 'More actions for Job form' }));
  });

  it('refuses Delete while a delete runs', async () => {
    await openMenu([['rename', 'delete']], true);
    expect(screen.getByRole('menuitem', { name: texts.sidebar.delete }).getAttribute('aria-disabled')).toBe('true');
  });

  it('only closes the menu on Close', async () => {
    const onAction = await openMenu([['rename'], ['close']]);
    fireEvent.click(screen.getByRole('menuitem', { name: texts.sidebar.close }));
    expect(onAction).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from '#lib/on-demand.ts';
import { type MenuStart, useMenuOnDemand } from './menu-on-demand.ts';

afterEach(cleanup);

/** Stands in for a Radix menu: says how it started. */
function FakeMenu({ start }: { start: MenuStart }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      data-open={start.isOpen}
      data-by-key={start.isOpenedByKey}
      data-focus={start.isTriggerFocused}
    >
      Arrived
    </button>
  );
}

function setUp() {
  let arrive: (menu: typeof FakeMenu) => void = () => {};
  const menu = onDemand(() => new Promise<typeof FakeMenu>((resolve) => (arrive = resolve)));
  function Trigger() {
    const { Menu, start, triggerProps } = useMenuOnDemand(menu);
    if (Menu) return <Menu start={start} />;
    return <button {...triggerProps}>Light</button>;
  }
  render(<Trigger />);
  return { light: screen.getByRole('button', { name: 'Light' }), arrive: (m = FakeMenu) => act(async () => arrive(m)) };
}

describe('a menu on demand', () => {
  it('draws a closed menu button until the menu arrives', () => {
    const { light } = setUp();
    expect(light.getAttribute('aria-haspopup')).toBe('menu');
    expect(light.getAttribute('aria-expanded')).toBe('false');
  });

  it('fetches the menu when its button is pointed at, and starts it closed', async () => {
    const { light, arrive } = setUp();
    fireEvent.pointerEnter(light);
    await arrive();
    expect(screen.getByRole('button', { name: 'Arrived' }).dataset.open).toBe('false');
  });

  it('opens the arrived menu when the button was pressed meanwhile', async () => {
    const { light, arrive } = setUp();
    fireEvent.pointerEnter(light);
    fireEvent.keyDown(light, { key: 'ArrowDown' });
    await arrive();
    const arrived = screen.getByRole('button', { name: 'Arrived' });
    expect(arrived.dataset.open).toBe('true');
    expect(arrived.dataset.byKey).toBe('true');
  });

  it('hands the focus on to the arrived menu', async () => {
    const { light, arrive } = setUp();
    light.focus();
    await arrive();
    expect(screen.getByRole('button', { name: 'Arrived' }).dataset.focus).toBe('true');
  });
});

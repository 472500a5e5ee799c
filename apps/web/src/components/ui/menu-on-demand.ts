import { type FocusEvent, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import type { OnDemand } from '#lib/on-demand.ts';

/** How a menu that just arrived starts: open (its trigger was pressed meanwhile) or with its trigger focused. */
export interface MenuStart {
  isOpen: boolean;
  /** Opened by Enter, Space or ArrowDown: the first item takes the focus, as with Radix's own trigger. */
  isOpenedByKey: boolean;
  isTriggerFocused: boolean;
}

const FIRST_ITEM = '[role^="menuitem"]:not([data-disabled])';

/**
 * The arrived menu content's `onFocus`: when a key opened the menu before it arrived, its first
 * opening moves the focus on from the content to the first item (Radix does that only for key
 * presses it saw itself).
 */
export function useFirstOpenFocus(start: MenuStart): (event: FocusEvent<HTMLElement>) => void {
  const isPending = useRef(start.isOpen && start.isOpenedByKey);
  return (event) => {
    if (!isPending.current || event.target !== event.currentTarget) return;
    isPending.current = false;
    event.currentTarget.querySelector<HTMLElement>(FIRST_ITEM)?.focus();
  };
}

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu whose Radix part (menu, popper, floating-ui) loads when its trigger is first pointed at,
 * focused or pressed. Until then `Menu` is undefined and the page draws a light button with
 * `triggerProps`: the same role, name, aria-haspopup and aria-expanded as Radix's trigger; it opens
 * on the same events (left pointer down; Enter, Space, ArrowDown) once the menu has arrived, and
 * the arrived trigger takes over the light one's focus.
 */
export function useMenuOnDemand<C>(menu: OnDemand<C>) {
  const [Menu, setMenu] = useState<C | undefined>(menu.get);
  const [start, setStart] = useState<MenuStart>({ isOpen: false, isOpenedByKey: false, isTriggerFocused: false });
  const triggerRef = useRef<HTMLButtonElement>(null);
  const opening = useRef<'pointer' | 'key' | null>(null);

  const fetchMenu = (openedBy: 'pointer' | 'key' | null) => {
    opening.current ??= openedBy;
    menu.load().then(
      (component) => {
        setStart({
          isOpen: opening.current !== null,
          isOpenedByKey: opening.current === 'key',
          isTriggerFocused: document.activeElement === triggerRef.current,
        });
        setMenu(() => component);
      },
      () => {},
    );
  };

  const triggerProps = {
    ref: triggerRef,
    type: 'button' as const,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: () => fetchMenu(null),
    onFocus: () => fetchMenu(null),
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0 || event.ctrlKey) return;
      event.preventDefault();
      fetchMenu('pointer');
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!OPEN_KEYS.includes(event.key)) return;
      event.preventDefault();
      fetchMenu('key');
    },
  };
  return { Menu, start, triggerProps };
}

/** The listbox a custom dropdown controls: by aria-controls / aria-owns, else a listbox inside it. */
export function listboxOf(element: Element): Element | null {
  const root = element.getRootNode() as Document | ShadowRoot;
  for (const attribute of ['aria-controls', 'aria-owns']) {
    for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean)) {
      const target = root.getElementById?.(id) ?? element.ownerDocument.getElementById(id);
      if (target) return target;
    }
  }
  return element.querySelector('[role=listbox]') ?? element.parentElement?.querySelector('[role=listbox]') ?? null;
}

/** The options of a custom dropdown that are in the page now (open or not). */
export function comboboxOptions(element: Element): Element[] {
  const listbox = listboxOf(element);
  return listbox ? Array.from(listbox.querySelectorAll('[role=option]')) : [];
}

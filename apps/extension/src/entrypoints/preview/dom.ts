/** A new element with its text and class. */
export const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

export function button(text: string, onClick: () => void, primary = false) {
  const node = element('button', text, primary ? 'primary' : undefined);
  node.type = 'button';
  node.addEventListener('click', onClick);
  return node;
}

import type { BrowserContext, Page } from '@playwright/test';

// The extension's panel lives in a closed shadow root (the page's scripts cannot read the proposed
// values), so Playwright's locators cannot reach it. DevTools can: these helpers read and click
// inside it through the Chrome DevTools Protocol, with `pierce: true`.

interface DomNode {
  nodeId: number;
  nodeName: string;
  nodeValue?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

function* walk(node: DomNode): Generator<DomNode> {
  yield node;
  for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) yield* walk(child);
}

const textOf = (node: DomNode): string =>
  [...walk(node)]
    .filter((n) => n.nodeName === '#text')
    .map((n) => n.nodeValue ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

async function panelNode(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const host = [...walk(root)].find((n) => n.nodeName === 'FILLDECK-PANEL');
  return { cdp, panel: host?.shadowRoots?.[0] };
}

/** The text the panel shows now ('' when it is not open). */
export async function panelText(context: BrowserContext, page: Page): Promise<string> {
  const { cdp, panel } = await panelNode(context, page);
  await cdp.detach();
  // Style text is not shown to anyone.
  return panel ? textOf({ ...panel, children: panel.children?.filter((c) => c.nodeName !== 'STYLE') }) : '';
}

/** Clicks the panel's button (or checkbox label) whose text is `text`. */
export async function panelClick(context: BrowserContext, page: Page, text: string): Promise<void> {
  const { cdp, panel } = await panelNode(context, page);
  const target = panel && [...walk(panel)].find((n) => ['BUTTON', 'LABEL'].includes(n.nodeName) && textOf(n) === text);
  if (!target) throw new Error(`no "${text}" in the FillDeck panel`);
  const { object } = (await cdp.send('DOM.resolveNode', { nodeId: target.nodeId })) as { object: { objectId: string } };
  await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId,
    functionDeclaration: 'function () { this.click(); }',
  });
  await cdp.detach();
}

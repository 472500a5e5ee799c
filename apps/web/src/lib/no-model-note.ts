import type { ServerInfo } from '@filldeck/shared';

// No React and no schemas here: the prerendered public pages' script (src/static-page.ts) uses it too.

/** The attribute of a public page's note shown only on a server without an AI model. */
export const NO_MODEL_NOTE_ATTRIBUTE = 'data-no-model-note';

/**
 * For the prerendered pages: asks the server whether it has an AI model (GET /api/server-info)
 * and shows the notes that say it has none. Until it answers, or if it cannot, they stay hidden.
 */
export async function revealNoModelNotes(): Promise<void> {
  const notes = document.querySelectorAll<HTMLElement>(`[${NO_MODEL_NOTE_ATTRIBUTE}]`);
  if (notes.length === 0) return;
  const response = await fetch('/api/server-info', { credentials: 'same-origin' });
  if (!response.ok) return;
  const info = (await response.json()) as Partial<ServerInfo>;
  for (const note of notes) note.hidden = info.modelAvailable !== false;
}

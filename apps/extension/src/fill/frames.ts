import type { FillValue, PageField } from '@filldeck/shared';
import { AUTOFILL_LIMITS } from '@filldeck/shared';
import type { ScanAnswer } from './page-protocol.ts';

/** The page itself; other frames of the tab have their own ids. */
export const TOP_FRAME = 0;

/**
 * A field of another frame than the top one carries its frame in its key (`frame7/f2`): the
 * engine's own keys start with `f` and a digit, so the two never meet.
 */
export const frameKey = (frameId: number, key: string) => (frameId === TOP_FRAME ? key : `frame${frameId}/${key}`);

const FRAME_KEY = /^frame(\d+)\/(.+)$/s;

/** The values to apply, by the frame whose engine applies them, with the frame's own keys. */
export function valuesByFrame(values: Record<string, FillValue>): Map<number, Record<string, FillValue>> {
  const frames = new Map<number, Record<string, FillValue>>();
  for (const [key, value] of Object.entries(values)) {
    const frameId = frameOf(key);
    const own = FRAME_KEY.exec(key)?.[2] ?? key;
    frames.set(frameId, { ...frames.get(frameId), [own]: value });
  }
  return frames;
}

/** The frame a field's key belongs to. */
export const frameOf = (key: string) => {
  const match = FRAME_KEY.exec(key);
  return match ? Number(match[1]) : TOP_FRAME;
};

/** The scans of a tab's frames as one, with the site of each frame from another origin than the page. */
export interface CombinedScan extends ScanAnswer {
  /** Frame id → host name, for frames whose origin is not the page's (the preview names them). */
  frameSites: Record<number, string>;
}

const originOf = (url: string) => {
  try {
    const { origin, host } = new URL(url);
    return { origin, host };
  } catch {
    return null;
  }
};

/**
 * One request from the scans of a tab's frames: the page's address and title, and every frame's
 * fields (the page's first), as many as one request takes.
 */
export function combineScans(scans: Array<{ frameId: number; answer: ScanAnswer }>): CombinedScan {
  const top = scans.find((scan) => scan.frameId === TOP_FRAME)?.answer;
  const ordered = [...scans].sort((a, b) => a.frameId - b.frameId);
  const fields: PageField[] = ordered.flatMap(({ frameId, answer }) =>
    answer.fields
      .map((field) => ({ ...field, key: frameKey(frameId, field.key) }))
      .filter((field) => field.key.length <= AUTOFILL_LIMITS.key),
  );
  const lang = top?.lang || ordered.find(({ answer }) => answer.lang)?.answer.lang || '';
  const page = originOf(top?.url ?? '');
  const frameSites: Record<number, string> = {};
  for (const { frameId, answer } of ordered) {
    const frame = originOf(answer.url);
    if (frameId !== TOP_FRAME && frame && frame.origin !== page?.origin) frameSites[frameId] = frame.host;
  }
  return {
    url: top?.url ?? '',
    title: top?.title ?? '',
    lang,
    fields: fields.slice(0, AUTOFILL_LIMITS.fields),
    frameSites,
  };
}

/**
 * Whether this frame's engine reports its fields: the page, and each frame its parent cannot
 * reach (another origin). A same-origin frame is read by its parent's engine already.
 */
export function readsOwnFields(win: Window): boolean {
  if (win === win.top) return true;
  try {
    return win.parent.document === null;
  } catch {
    return true;
  }
}

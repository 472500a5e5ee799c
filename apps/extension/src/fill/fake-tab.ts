import type { Handlers } from '../protocol.ts';
import type { PageCalls, ScanAnswer } from './page-protocol.ts';
import type { AskFrame } from './tab-fills.ts';

/**
 * A tab's frames for tests: each frame's scan (an Error: the frame went away), what each frame was
 * asked, and whether the page shows the preview properly.
 */
export function fakeTab(scans: Record<number, ScanAnswer | Error>) {
  const asked: Array<{ frameId: number; kind: string; request: object }> = [];
  const state = { visible: true, refuse: [] as string[] };
  const frames: Handlers<PageCalls, number> = {
    'fill:scan': async (_request, frameId) => {
      const scan = scans[frameId];
      if (!scan || scan instanceof Error) throw scan ?? new Error('No such frame');
      return scan;
    },
    'fill:apply': async ({ values }) => {
      const keys = Object.keys(values);
      const failed = keys.filter((key) => state.refuse.includes(key)).map((key) => ({ key, reason: 'rejected' }));
      return { filled: keys.length - failed.length, failed };
    },
    'fill:undo': async () => ({ undone: true }),
    'fill:watch': async () => ({ watching: true }),
    'fill:highlight': async ({ on }) => ({ shown: on }),
    'panel:show': async () => ({ shown: true }),
    'panel:size': async () => ({ sized: true }),
    'panel:drag': async () => ({ moved: true }),
    'panel:visible': async () => ({ visible: state.visible }),
    'panel:close': async () => ({ closed: true }),
  };
  const ask: AskFrame = async (_tabId, frameId, kind, request) => {
    asked.push({ frameId, kind, request });
    return frames[kind](request, frameId);
  };
  return { ask, asked, state };
}

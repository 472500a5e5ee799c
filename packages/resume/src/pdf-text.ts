import { GlobalWorkerOptions, getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem as PdfTextItem } from 'pdfjs-dist/types/src/display/api';
import { readingOrder } from './page-columns.ts';
import { pageLines } from './page-lines.ts';
import type { TextItem } from './text-item.ts';

export interface PdfTextOptions {
  /** The URL of pdf.js's worker script; browsers need one, Node reads the file in-process. */
  pdfWorkerSrc?: string;
  /** The folder (ending in `/`) of pdf.js's standard fonts; found by itself in Node. */
  pdfStandardFontDataUrl?: string;
}

interface NodeProcess {
  versions?: { node?: string };
  getBuiltinModule?: (name: string) => unknown;
}

/**
 * In Node, the folder of the standard fonts shipped with pdfjs-dist, as a file path (pdf.js reads
 * it with `fs`); undefined in a browser. Without it pdf.js warns on every PDF that uses one of the
 * 14 standard fonts without embedding it, which is most PDFs made by simple writers.
 */
function nodeStandardFontPath(): string | undefined {
  const nodeProcess = (globalThis as { process?: NodeProcess }).process;
  if (!nodeProcess?.versions?.node || !nodeProcess.getBuiltinModule) return undefined;
  const module = nodeProcess.getBuiltinModule('module') as {
    createRequire: (from: string) => { resolve: (id: string) => string };
  };
  const packageJson = module.createRequire(import.meta.url).resolve('pdfjs-dist/package.json');
  return packageJson.replace(/package\.json$/, 'standard_fonts/');
}

const isTextItem = (item: object): item is PdfTextItem => 'str' in item && 'transform' in item;

/** A pdf.js text item in our terms; null for text that is not horizontal. */
function toItem(item: PdfTextItem): TextItem | null {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
  const size = Math.hypot(c, d) || item.height;
  if (Math.abs(b) > 0.01 * size || Math.abs(c) > 0.01 * size || a <= 0) return null;
  return { text: item.str, x, y, width: item.width, size };
}

/** A PDF's text in reading order: page by page, columns one after the other. */
export async function pdfText(bytes: Uint8Array, options: PdfTextOptions = {}): Promise<string> {
  if (options.pdfWorkerSrc) GlobalWorkerOptions.workerSrc = options.pdfWorkerSrc;
  const task = getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: options.pdfStandardFontDataUrl ?? nodeStandardFontPath(),
  });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter(isTextItem).flatMap((item) => toItem(item) ?? []);
      const [left = 0, , right = 612] = page.view;
      pages.push(readingOrder(pageLines(items), { left, right }).join('\n'));
      page.cleanup();
    }
    return pages.join('\n\n').trim();
  } finally {
    await task.destroy();
  }
}

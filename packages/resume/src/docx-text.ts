import mammoth from 'mammoth';
import { htmlText } from './html-text.ts';

/** Images are dropped: the text is all the parser reads, and a photo would be inlined as base64. */
const noImages = mammoth.images.imgElement(async () => ({ src: '' }));

/**
 * A DOCX's text with mammoth, through its HTML so list items keep a bullet and headings stand
 * apart: paragraphs in document order, tables cell by cell. mammoth's Node build opens `buffer`,
 * its browser build `arrayBuffer`; both accept any bytes JSZip reads, so one call serves both
 * without touching Node's Buffer.
 */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const arrayBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const input = { arrayBuffer, buffer: bytes } as unknown as Parameters<typeof mammoth.convertToHtml>[0];
  const result = await mammoth.convertToHtml(input, { convertImage: noImages });
  return htmlText(result.value);
}

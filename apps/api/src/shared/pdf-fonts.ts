/// <reference path="./fontkit.d.ts" />
import { createRequire } from 'node:module';
import { type Font, openSync } from 'fontkit';

const require = createRequire(import.meta.url);

let fonts: { regular: Font; bold: Font } | null = null;

/**
 * fontkit keeps a font's glyphs with the code points of their first use. A glyph first met as a
 * component of another (s in š, y in ý) would keep none, and a PDF's text layer (copying, search,
 * screen readers) would lose that letter in every later document: each glyph is met by its own
 * code point first.
 */
function openFont(file: string): Font {
  const font = openSync(require.resolve(file));
  for (const codePoint of font.characterSet) font.glyphForCodePoint(codePoint);
  return font;
}

/**
 * Registers DejaVu Sans (every Czech letter: ř, ů, ě, ...) as the document's 'regular' and 'bold'.
 * The fonts are parsed once per process: parsing the 750 kB files again for each document took about
 * 40 ms of CPU, most of a receipt's rendering, on the path of every purchase's e-mail.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= {
    regular: openFont('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
    bold: openFont('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
  };
  // pdfkit takes a parsed fontkit font as well as a path (PDFFontFactory.open); its types omit that
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
}

import PDFDocument from 'pdfkit';
import { registerPdfFonts } from './pdf-fonts.ts';

/**
 * The one set-up of every PDF the product writes (receipt, credit note, contract, company invoice,
 * payout statement): A4 with the same margins, DejaVu Sans as 'regular' and 'bold' (every Czech
 * letter), the document's title and author. `draw` writes the pages; the answer is the file's bytes.
 */
export function renderPdf(
  info: { Title: string; Author: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, info });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

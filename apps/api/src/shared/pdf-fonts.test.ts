import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { registerPdfFonts } from './pdf-fonts.ts';

async function render(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  registerPdfFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('bold').text(lines[0]!);
  for (const line of lines.slice(1)) doc.font('regular').text(line);
  doc.end();
  return done;
}

const textOf = async (pdf: Buffer) =>
  (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;

describe('the PDF fonts parsed once per process', () => {
  it('embed in each document exactly the Czech letters that document uses', async () => {
    // the second document uses letters the first did not: its font subset is its own
    const first = await render(['Účtenka č. 2026-000001', 'Příliš žluťoučký kůň']);
    const second = await render(['Dobropis', 'úpěl ďábelské ódy: 1 234 Kč']);
    const again = await render(['Účtenka č. 2026-000001', 'Příliš žluťoučký kůň']);

    expect(await textOf(first)).toContain('Příliš žluťoučký kůň');
    expect(await textOf(second)).toContain('úpěl ďábelské ódy');
    expect(await textOf(second)).not.toContain('žluťoučký');
    // the same content renders to the same document (apart from its creation date): no state leaks
    const withoutDates = (pdf: Buffer) => pdf.toString('latin1').replace(/\/CreationDate \(D:[^)]*\)/, '');
    expect(withoutDates(again).length).toBe(withoutDates(first).length);
  });
});

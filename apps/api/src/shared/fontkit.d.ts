/** The part of fontkit (pdfkit's font engine, untyped) that pdf-fonts.ts uses. */
declare module 'fontkit' {
  /** A parsed font: pdfkit embeds the subset of it that a document uses. */
  export interface Font {
    /** every code point the font maps to a glyph */
    characterSet: number[];
    glyphForCodePoint(codePoint: number): unknown;
    layout(text: string): unknown;
  }
  export function openSync(path: string): Font;
}

import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF as a reader's viewer extracts it (pdf.js), compressed or not.
 * A page's pieces are joined with spaces and runs of white space made one space, so a sentence
 * wrapped over several lines of a cell reads as one string again; pieces that touch on a line
 * (one word drawn in two fonts, as "₹" and "1,20,000") are joined as they are.
 */
export async function pdfPageTexts(pdf: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    // The standard fonts are not embedded; text extraction does not need their files, and the
    // warning about them would only clutter the test output.
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      let end: { x: number; y: number } | undefined;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        const touching = end && Math.abs(end.y - y) < 0.5 && Math.abs(end.x - x) < 0.5;
        text += (touching ? '' : ' ') + item.str;
        end = { x: x + item.width, y };
      }
      pages.push(text.replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

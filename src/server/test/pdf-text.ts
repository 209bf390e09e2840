import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF as a reader's viewer extracts it (pdf.js), compressed or not.
 * A page's pieces are joined with spaces and runs of white space made one space, so a sentence
 * wrapped over several lines of a cell reads as one string again.
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
      const pieces = content.items.map((item) => ('str' in item ? item.str : ''));
      pages.push(pieces.join(' ').replace(/\s+/g, ' ').trim());
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

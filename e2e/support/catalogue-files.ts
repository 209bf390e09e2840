import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * A PNG of one colour in `dir`, with a dark bar whose place tells 36 frames apart (frame `bar`
 * puts it `bar`/36 of the way across): pictures and 360° frames for the catalogue journeys.
 */
export async function makePicture(
  dir: string,
  name: string,
  hex: string,
  bar = 0,
  width = 480,
  height = 300,
): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: hex } })
    .composite([
      {
        input: { create: { width: 40, height: height - 60, channels: 3, background: '#222222' } },
        left: Math.round((bar % 36) * ((width - 40) / 36)),
        top: 30,
      },
    ])
    .png()
    .toFile(file);
  return file;
}

/** A small real PDF in `dir`, as pdfkit writes it, with `title` on its page. */
export function makeBrochure(dir: string, name: string, title: string): Promise<string> {
  const file = path.join(dir, name);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5' });
    const out = fs.createWriteStream(file);
    out.on('finish', () => resolve(file));
    out.on('error', reject);
    doc.pipe(out);
    doc.fontSize(20).text(title);
    doc.end();
  });
}

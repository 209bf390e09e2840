/**
 * The e-brochure of a vehicle: one A4 PDF with the dealer's header, a picture, price, details,
 * every specification group as a table, variants and colours.
 */
import PDFDocument from 'pdfkit';
import { SPEC_GROUPS } from '../../shared/catalogue.js';
import { formatIndianNumber } from '../../shared/format.js';
import type { VehicleSeed } from './catalogue-data.js';

export interface BrochureInput {
  dealer: { name: string; address: string; sale_no: string; service_no: string; email: string };
  vehicle: VehicleSeed;
  /** A JPEG of the vehicle. */
  photo: Buffer;
}

const RED = '#cc0000';
const INK = '#1d2430';
const MUTED = '#5b6270';
const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN * 2;
const LABEL_WIDTH = 170;
// A fixed date keeps identical brochures byte-identical, so storing them again is a no-op.
const CREATED = new Date(Date.UTC(2025, 0, 1));

/** The built-in Helvetica has no rupee glyph, so prices read "Rs. 1,23,456". */
const rupees = (amount: number) => `Rs. ${formatIndianNumber(amount)}`;

export function renderBrochure({ dealer, vehicle, photo }: BrochureInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${vehicle.name} e-brochure`,
      Author: dealer.name,
      Subject: `${vehicle.name}: price, specifications and colours`,
      CreationDate: CREATED,
      ModDate: CREATED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bottom = () => doc.page.height - MARGIN - 30;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  doc.rect(0, 0, PAGE_WIDTH, 78).fill(RED);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(dealer.name, MARGIN, 22);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text('Authorised Honda two-wheeler dealer, Pandharpur', MARGIN, 48);

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(26).text(vehicle.name, MARGIN, 100);
  const lowest = Math.min(...vehicle.variants.map((variant) => variant.price));
  doc
    .fillColor(RED)
    .fontSize(14)
    .text(`Ex-showroom price from ${rupees(lowest)}`, { continued: false });
  doc.fillColor(MUTED).font('Helvetica').fontSize(10);
  doc.text(`${vehicle.engine}  |  ${vehicle.power}  |  ${vehicle.transmission}`);
  doc.moveDown(0.6);
  const photoWidth = CONTENT_WIDTH * 0.84;
  const photoHeight = (photoWidth * 640) / 1200;
  doc.image(photo, MARGIN + (CONTENT_WIDTH - photoWidth) / 2, doc.y, {
    width: photoWidth,
    height: photoHeight,
  });
  doc.y += photoHeight + 10;
  doc.fillColor(INK).fontSize(11).text(vehicle.details, MARGIN, doc.y, {
    width: CONTENT_WIDTH,
    lineGap: 2,
  });

  const heading = (title: string) => {
    ensureRoom(60);
    doc.moveDown(0.6);
    doc.fillColor(RED).font('Helvetica-Bold').fontSize(13).text(title, MARGIN, doc.y);
    doc.moveDown(0.3);
  };
  const row = (label: string, value: string, shaded: boolean) => {
    doc.font('Helvetica').fontSize(10);
    const height =
      Math.max(
        doc.heightOfString(label, { width: LABEL_WIDTH - 12 }),
        doc.heightOfString(value, { width: CONTENT_WIDTH - LABEL_WIDTH - 12 }),
      ) + 6;
    ensureRoom(height);
    const top = doc.y;
    if (shaded) doc.rect(MARGIN, top, CONTENT_WIDTH, height).fill('#f1f2f4');
    doc.fillColor(MUTED).text(label, MARGIN + 6, top + 3, { width: LABEL_WIDTH - 12 });
    doc.fillColor(INK).text(value, MARGIN + LABEL_WIDTH, top + 3, {
      width: CONTENT_WIDTH - LABEL_WIDTH - 12,
    });
    doc.y = top + height;
  };

  ensureRoom(140);
  doc.moveDown(1.2);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(18).text('Specifications', MARGIN, doc.y);
  for (const group of SPEC_GROUPS) {
    heading(group.title);
    vehicle.specs[group.key].forEach(([label, value], i) => row(label, value, i % 2 === 0));
  }

  heading('Variants and ex-showroom prices');
  vehicle.variants.forEach((variant, i) => row(variant.name, rupees(variant.price), i % 2 === 0));

  heading('Colours');
  for (const colour of vehicle.colours) {
    ensureRoom(22);
    const top = doc.y;
    doc.rect(MARGIN + 6, top + 2, 14, 14).fillAndStroke(colour.hex, '#9aa0a8');
    doc
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(colour.name, MARGIN + 28, top + 4);
    doc.y = top + 20;
  }

  ensureRoom(70);
  doc.moveDown(1.2);
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text(
      `${dealer.name}, ${dealer.address}. Sales ${dealer.sale_no}, service ${dealer.service_no}, ${dealer.email}. ` +
        'Prices are ex-showroom Pandharpur and may change without notice; registration, insurance and ' +
        'accessories are extra. Specifications and colours may vary. E&OE.',
      MARGIN,
      doc.y,
      { width: CONTENT_WIDTH, lineGap: 1 },
    );

  doc.end();
  return done;
}

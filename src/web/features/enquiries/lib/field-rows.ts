import type { EnquiryField, EnquiryFieldType } from '../../../../shared/enquiries';

/**
 * Which fields take a whole row of a form's two-column grid: those whose type always does (a
 * message, a checkbox), and a short field that would otherwise stand alone, half-width beside
 * an empty half (the finance form's model select once did, before its message).
 */
export function fullRowFields(
  fields: readonly EnquiryField[],
  fullWidthTypes: ReadonlySet<EnquiryFieldType>,
): Set<string> {
  const full = new Set<string>();
  let column = 0;
  fields.forEach((field, index) => {
    const next = fields[index + 1];
    const alone = column === 0 && (!next || fullWidthTypes.has(next.type));
    if (fullWidthTypes.has(field.type) || alone) {
      full.add(field.name);
      column = 0;
    } else {
      column = (column + 1) % 2;
    }
  });
  return full;
}

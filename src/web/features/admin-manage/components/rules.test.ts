import { describe, expect, it } from 'vitest';
import { MANAGE_MESSAGES } from '../../../../shared/manage';
import { matchesSearch } from './admin-table';
import { IMAGE_CONTENT_TYPES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../../../../shared/uploads';
import {
  formatFileSize,
  IMAGE_ACCEPT,
  imageProblem,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_UPLOAD,
} from './file-rules';
import { priceFormSchema } from './price-dialog';

const file = (name: string, size: number, type = 'image/png') =>
  new File([new Uint8Array(size)], name, { type });

describe('the price dialog check', () => {
  const modelPrice = priceFormSchema(MANAGE_MESSAGES.invalidPrice);
  const accessoryPrice = priceFormSchema(MANAGE_MESSAGES.accessoryPriceMissing);
  const messageFor = (schema: typeof modelPrice, price: string) =>
    schema.safeParse({ price }).error?.issues[0]?.message;

  it('accepts whole rupees from 1 to ₹1,00,00,000 and hands over a number', () => {
    expect(modelPrice.parse({ price: ' 85601 ' })).toEqual({ price: 85601 });
    expect(modelPrice.parse({ price: '1' })).toEqual({ price: 1 });
    expect(modelPrice.parse({ price: '10000000' })).toEqual({ price: 10_000_000 });
  });

  it.each(['', '   ', '0', '-5', '12.5', 'abc', '10000001'])(
    'refuses %j with "Please enter a valid price" on Manage Price',
    (price) => expect(messageFor(modelPrice, price)).toBe(MANAGE_MESSAGES.invalidPrice),
  );

  it('asks for an accessory price in its own words when the box is empty', () => {
    expect(messageFor(accessoryPrice, '')).toBe(MANAGE_MESSAGES.accessoryPriceMissing);
    expect(messageFor(accessoryPrice, '0')).toBe(MANAGE_MESSAGES.invalidPrice);
  });
});

describe('the image checks before an upload', () => {
  it('lets JPEG, PNG and WebP pictures up to 5 MB through', () => {
    expect(
      imageProblem(
        [file('a.jpg', 10, 'image/jpeg'), file('b.webp', MAX_IMAGE_BYTES, 'image/webp')],
        10,
      ),
    ).toBeUndefined();
  });

  it('names the file that is too big or of the wrong type, and counts the files', () => {
    expect(imageProblem([file('big.png', MAX_IMAGE_BYTES + 1)], 10)).toBe(
      '"big.png" is larger than 5 MB.',
    );
    expect(imageProblem([file('anim.gif', 10, 'image/gif')], 10)).toBe(
      '"anim.gif" is not a JPEG, PNG or WebP image.',
    );
    expect(imageProblem([file('a.png', 1), file('b.png', 1)], 1)).toBe(
      'Please upload at most 1 images at a time.',
    );
  });

  it('checks the limits and says the words the server uses for the same refusal', () => {
    expect(MAX_IMAGE_BYTES).toBe(UPLOAD_LIMITS.fileSize);
    expect(MAX_IMAGES_PER_UPLOAD).toBe(UPLOAD_LIMITS.files);
    const tooMany = Array.from({ length: UPLOAD_LIMITS.files + 1 }, (_, i) => file(`${i}.png`, 1));
    expect(imageProblem(tooMany, MAX_IMAGES_PER_UPLOAD)).toBe(
      UPLOAD_MESSAGES.tooMany(UPLOAD_LIMITS.files),
    );
    expect(imageProblem([file('big.png', UPLOAD_LIMITS.fileSize + 1)], 10)).toBe(
      UPLOAD_MESSAGES.tooLarge('big.png'),
    );
    expect(imageProblem([file('anim.gif', 1, 'image/gif')], 10)).toBe(
      UPLOAD_MESSAGES.notAnImage('anim.gif'),
    );
    expect(IMAGE_ACCEPT.split(',')).toEqual([...IMAGE_CONTENT_TYPES]);
  });

  it('leaves a file without a declared type to the server, which reads its bytes', () => {
    expect(imageProblem([file('photo', 10, '')], 10)).toBeUndefined();
  });

  it('writes sizes the way people read them', () => {
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(350 * 1024)).toBe('350 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

describe('the search box filter', () => {
  it('matches every word anywhere in the row, ignoring case', () => {
    expect(matchesSearch('Shine Crash guard 08P70-K2S-D00', 'crash shine')).toBe(true);
    expect(matchesSearch('Shine Crash guard', 'crash livo')).toBe(false);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});

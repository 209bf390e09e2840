import { describe, expect, it } from 'vitest';
import { createBatcher } from './batch.js';

/** A writer that notes each batch it was handed and answers each item doubled, or as told. */
function recordingWriter(answer: (item: number) => number | Error = (item) => item * 2) {
  const batches: number[][] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const write = async (items: number[]) => {
    batches.push(items);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 5));
    inFlight -= 1;
    if (items.includes(13) && items.length > 1) throw new Error('the batch broke');
    return items.map(answer);
  };
  return { write, batches, mostInFlight: () => mostInFlight };
}

describe('items written in batches', () => {
  it('writes items handed in together as one batch, and each caller gets its own result', async () => {
    const writer = recordingWriter();
    const batch = createBatcher(writer.write);
    expect(await Promise.all([1, 2, 3].map(batch))).toEqual([2, 4, 6]);
    expect(writer.batches).toEqual([[1, 2, 3]]);
  });

  it('keeps one batch in flight, gathering what arrives meanwhile into the next', async () => {
    const writer = recordingWriter();
    const batch = createBatcher(writer.write, 4);
    const first = batch(1);
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is being written: these wait for it, and take at most 4 at a time.
    const rest = [2, 3, 4, 5, 6, 7].map(batch);
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(writer.batches).toEqual([[1], [2, 3, 4, 5], [6, 7]]);
    expect(writer.mostInFlight()).toBe(1);
  });

  it('fails only the item the writer answered with an error', async () => {
    const writer = recordingWriter((item) => (item === 2 ? new Error('not this one') : item));
    const batch = createBatcher(writer.write);
    const outcomes = await Promise.allSettled([1, 2, 3].map(batch));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });

  it('writes a batch that broke again item by item, so the item at fault fails alone', async () => {
    const writer = recordingWriter();
    const batch = createBatcher(writer.write);
    const outcomes = await Promise.allSettled([12, 13, 14].map(batch));
    expect(outcomes).toEqual([
      { status: 'fulfilled', value: 24 },
      { status: 'fulfilled', value: 26 },
      { status: 'fulfilled', value: 28 },
    ]);
    expect(writer.batches).toEqual([[12, 13, 14], [12], [13], [14]]);
  });

  it('answers the writer’s error to an item written alone, and goes on with the next', async () => {
    const batch = createBatcher(async (items: number[]) => {
      if (items[0] === 0) throw new Error('refused');
      return items;
    });
    await expect(batch(0)).rejects.toThrow('refused');
    expect(await batch(1)).toBe(1);
  });
});

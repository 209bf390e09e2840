/** The most items one batch takes: a batch of leads is one transaction of that many subtransactions. */
export const MAX_BATCH = 20;

export interface Batcher<In, Out> {
  /** Hands `item` to the next batch and answers its own result once that batch is written. */
  (item: In): Promise<Out>;
}

interface Waiting<In, Out> {
  item: In;
  resolve(value: Out): void;
  reject(error: unknown): void;
}

/**
 * Items that arrive while a batch is being written wait for the next event-loop turn and go into
 * the next batch together, one batch in flight at a time: a burst of requests shares one round
 * trip and one commit, and an item alone waits for nothing but that turn. `write` answers one
 * result per item, in order: an Error for an item that failed on its own, which its caller gets.
 * When `write` throws, the batch is written again item by item, so an item that breaks a batch
 * fails alone and nothing is answered as written that was not.
 */
export function createBatcher<In, Out>(
  write: (items: In[]) => Promise<(Out | Error)[]>,
  max: number = MAX_BATCH,
): Batcher<In, Out> {
  const waiting: Waiting<In, Out>[] = [];
  let scheduled = false;

  const settle = (entry: Waiting<In, Out>, result: Out | Error | undefined) => {
    if (result instanceof Error) entry.reject(result);
    else if (result === undefined) entry.reject(new Error('the batch answered no result'));
    else entry.resolve(result);
  };

  async function writeNextBatch() {
    const batch = waiting.splice(0, max);
    try {
      const results = await write(batch.map((entry) => entry.item));
      batch.forEach((entry, index) => settle(entry, results[index]));
    } catch (error) {
      if (batch.length === 1) (batch[0] as Waiting<In, Out>).reject(error);
      else {
        for (const entry of batch) {
          await write([entry.item]).then(
            ([result]) => settle(entry, result),
            (alone: unknown) => entry.reject(alone),
          );
        }
      }
    } finally {
      scheduled = false;
      if (waiting.length > 0) schedule();
    }
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void writeNextBatch());
  }

  return (item) =>
    new Promise<Out>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}

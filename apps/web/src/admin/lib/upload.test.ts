import { describe, expect, it } from 'vitest';
import { batchesOf, PartialUploadError, uploadInBatches, type Progress } from './upload.ts';

const files = (n: number) => Array.from({ length: n }, (_, i) => `f${i + 1}`);

describe('uploads in batches (the API takes at most 10 files a call)', () => {
  it('cuts a list into runs of the batch size, in order', () => {
    expect(batchesOf(files(25), 10).map((b) => b.length)).toEqual([10, 10, 5]);
    expect(batchesOf(files(10), 10)).toEqual([files(10)]);
    expect(batchesOf([], 10)).toEqual([]);
    expect(() => batchesOf(files(3), 0)).toThrow(RangeError);
  });

  it('sends every batch one after another, reports each stored batch and the whole progress', async () => {
    const sent: string[][] = [];
    const stored: number[] = [];
    const progress: (number | null)[] = [];
    const answer = await uploadInBatches(
      files(23),
      10,
      async (batch, onProgress: Progress) => {
        sent.push(batch);
        onProgress(0.5);
        return `answer ${sent.length}`;
      },
      { onBatch: (_, uploaded) => stored.push(uploaded), onProgress: (f) => progress.push(f) },
    );
    expect(sent.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(sent.flat()).toEqual(files(23));
    expect(stored).toEqual([10, 20, 23]);
    expect(answer).toBe('answer 3');
    expect(progress).toEqual([0.5 / 3, 1.5 / 3, 2.5 / 3, 1]);
  });

  it('a failed first batch fails as it is: nothing was stored', async () => {
    const failure = new Error('server said no');
    await expect(uploadInBatches(files(15), 10, () => Promise.reject(failure))).rejects.toBe(failure);
  });

  it('a failed later batch stops the upload and says what was stored and what was not', async () => {
    const failure = new Error('f14 is not a picture');
    let calls = 0;
    const error = await uploadInBatches(files(25), 10, async () => {
      calls += 1;
      if (calls === 2) throw failure;
      return calls;
    }).catch((e: unknown) => e);
    expect(calls).toBe(2);
    expect(error).toBeInstanceOf(PartialUploadError);
    const partial = error as PartialUploadError<string>;
    expect([partial.uploaded, partial.total]).toEqual([10, 25]);
    expect(partial.remaining).toEqual(files(25).slice(10));
    expect(partial.cause).toBe(failure);
  });
});

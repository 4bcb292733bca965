/** A code chunk that took longer than its time to arrive (the slow-network message, not the failed one). */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('Loading chunk timed out');
  }
}

/** The chunk's import, or ChunkTimeoutError after `ms`. */
export function withChunkTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

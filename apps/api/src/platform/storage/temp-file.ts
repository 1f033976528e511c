import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * A download written to disk a chunk at a time, then streamed to the reply and removed (decision
 * 0323). A month's file (an accounting month is 300,000 lines) is never whole in memory, and the
 * database is read at disk speed, not at the speed of the client's connection.
 */
export interface TempFile {
  /** Appends bytes, waiting while the disk is behind. */
  write(chunks: readonly Uint8Array[]): Promise<void>;
  /** Closes the file; answers its size in bytes. */
  finish(): Promise<number>;
  /** The finished file as a stream; the file is removed once the stream closes (sent or aborted). */
  stream(): Readable;
  /** Removes the file (a generation that failed). */
  remove(): Promise<void>;
}

export async function createTempFile(name: string): Promise<TempFile> {
  const folder = await mkdtemp(join(tmpdir(), 'quincena-file-'));
  const path = join(folder, name);
  const out: WriteStream = createWriteStream(path);
  let size = 0;
  const remove = () => rm(folder, { recursive: true, force: true });
  return {
    async write(chunks) {
      for (const chunk of chunks) {
        size += chunk.length;
        if (!out.write(chunk)) await once(out, 'drain');
      }
    },
    async finish() {
      out.end();
      await once(out, 'finish');
      return size;
    },
    stream() {
      const stream = createReadStream(path);
      stream.once('close', () => void remove());
      return stream;
    },
    async remove() {
      out.destroy();
      await remove();
    },
  };
}

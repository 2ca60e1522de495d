import type { Writable } from 'node:stream';

/**
 * Waits until `out` wants more bytes. A writer that gets ahead of a slow reader pauses here, so an
 * export's memory does not grow with its size; when the reader has gone (the download was cancelled
 * and the stream destroyed) the wait rejects, ending the writer instead of leaving it waiting forever.
 */
export async function roomIn(out: Writable): Promise<void> {
  if (out.destroyed) throw new Error('The export was cancelled by its reader');
  if (!out.writableNeedDrain) return;
  await new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The export was cancelled by its reader'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

/**
 * Rejects when `out` is destroyed before it finished (the reader went away); otherwise never
 * settles. Raced against a writer's last step, which would wait forever on a destroyed stream.
 */
export function whenCancelled(out: Writable): Promise<never> {
  return new Promise<never>((_resolve, reject) => {
    const cancelled = () => {
      if (!out.writableFinished) reject(new Error('The export was cancelled by its reader'));
    };
    if (out.destroyed) cancelled();
    out.once('close', cancelled);
  });
}

import type { Mailer, MailMessage } from './mailer.ts';

interface ErrorLogger {
  error(object: Record<string, unknown>, message: string): void;
}

export interface BackgroundMail {
  /**
   * Sends `message` once the current request has been answered (the send starts on a later turn of
   * the event loop and is never awaited by the caller); a failure is logged, not thrown.
   */
  send(message: MailMessage, log: ErrorLogger): void;
  /** Resolves when every send started so far has finished (server shutdown, tests). */
  drain(): Promise<void>;
}

/** For mail whose outcome must not change the answer, nor its timing (forgotten password, notices). */
export function createBackgroundMail(mailer: Mailer): BackgroundMail {
  const pending = new Set<Promise<void>>();
  return {
    send(message, log) {
      const sending = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => mailer.send(message))
        .catch((error: unknown) => {
          // The recipient is personal data: the subject says which mail it was.
          log.error({ err: error, subject: message.subject }, 'e-mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Links inside the message, logged when the message goes to the outbox so a developer can click them. */
  links?: string[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailLogger {
  info(object: Record<string, unknown>, message: string): void;
}

export interface MailerOptions {
  from: string;
  /** smtp://host:port; without it messages are written to `outboxDir` as .eml files. */
  smtpUrl: string | undefined;
  outboxDir: string;
  logger: MailLogger;
}

function outboxFileName(): string {
  // Sortable by time, unique across processes writing the same folder.
  return `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/** Sends through SMTP when configured; otherwise keeps every message as an .eml file (offline default). */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const { links: _links, ...mail } = message;
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const { links, ...mail } = message;
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, outboxFileName());
      await writeFile(file, info.message);
      options.logger.info(
        { to: message.to, subject: message.subject, file, links },
        'e-mail written to outbox',
      );
    },
    close: () => transport.close(),
  };
}

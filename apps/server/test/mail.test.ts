import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailer, type Mailer } from '../src/modules/mail/mailer.ts';
import { GOOD_PASSWORD, startTestApp, type TestApp } from './helpers/test-app.ts';

const silentLogger = { info: () => undefined };

describe('outbox (no SMTP_URL)', () => {
  it('writes each message as an .eml file and logs its links', async () => {
    const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), 'bw-outbox-')), 'outbox');
    const logged: Record<string, unknown>[] = [];
    const mailer = createMailer({
      from: 'Brandwright <no-reply@brandwright.local>',
      smtpUrl: undefined,
      outboxDir,
      logger: { info: (object) => logged.push(object) },
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'First',
      text: 'one https://x.test/1',
      links: ['https://x.test/1'],
    });
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'two' });
    const files = readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const first = readFileSync(path.join(outboxDir, files[0] ?? ''), 'utf8');
    expect(first).toMatch(/^To: a@example.com$/m);
    expect(first).toMatch(/^Subject: First$/m);
    expect(first).toContain('https://x.test/1');
    expect(logged[0]).toMatchObject({ to: 'a@example.com', links: ['https://x.test/1'] });
    mailer.close();
  });
});

describe('SMTP (SMTP_URL set) against a loopback smtp-server sink', () => {
  const received: { to: string[]; raw: string }[] = [];
  let sink: SMTPServer;
  let t: TestApp;
  let mailer: Mailer;

  beforeAll(async () => {
    sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const port = (sink.server.address() as AddressInfo).port;
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    mailer = createMailer({
      from: 'Brandwright <no-reply@brandwright.local>',
      smtpUrl,
      outboxDir: '/nonexistent',
      logger: silentLogger,
    });
    t = await startTestApp({ mailer, env: { SMTP_URL: smtpUrl } });
  });

  afterAll(async () => {
    await t.close();
    mailer.close();
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  });

  it('delivers the activation mail, whose link activates the account', async () => {
    const email = 'smtp-user@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/registerwithactivation',
      payload: { email, password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD, first_name: 'Smtp' },
    });
    expect(response.statusCode).toBe(201);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual([email]);
    const raw = (received[0]?.raw ?? '').replace(/=\r?\n/g, '');
    const match = /http:\/\/localhost:5173\/activate\/([^/\s]+)\/([\w-]+)/.exec(raw);
    expect(match).not.toBeNull();
    const activation = await t.app.inject({
      method: 'GET',
      url: `/api/user/activation/${match?.[1]}/${match?.[2]}`,
    });
    expect(activation.statusCode).toBe(200);
  });
});

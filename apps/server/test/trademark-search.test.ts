import { beforeAll, describe, expect, it } from 'vitest';
import { importRecords, type MarkRecord } from '@brandwright/clearance';
import { bearer, RecordingMailer, signedInUser, useTestApp } from './helpers/test-app.ts';

let token: string;
const mailer = new RecordingMailer();

function mark(number: string, name: string, classes: number[], source: MarkRecord['source']): MarkRecord {
  return {
    office: 'US',
    number,
    name,
    status: 'registered',
    rawStatus: 'registered',
    classes,
    owners: [`${name} owner`],
    officeUrl: null,
    source,
  };
}

const t = useTestApp({ mailer });
beforeAll(async () => {
  ({ token } = await signedInUser(t.app, mailer));
  const marks = [
    mark('90000001', 'STARBUCKS', [30, 43], 'import'),
    mark('90000002', 'LUMINA', [9], 'demo'),
    mark('90000003', 'GARDEN TOOLS', [8], 'import'),
  ];
  await importRecords(
    t.database.pool,
    marks.map((m) => ({ kind: 'mark' as const, mark: m, at: m.number })),
  );
});

const search = (query: string, auth = true) =>
  t.app.inject({
    method: 'GET',
    url: `/api/trademarks/search?${query}`,
    headers: auth ? bearer(token) : {},
  });

describe('GET /api/trademarks/search', () => {
  it('finds a sound-alike of a registered mark and explains why', async () => {
    const response = await search('name=sambucks&offices=US&classes=30');
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      complete: boolean;
      result: { name: string; reasons: string[]; demo: boolean }[];
    }>();
    expect(body.complete).toBe(true);
    const [first] = body.result;
    expect(first?.name).toBe('STARBUCKS');
    expect(first?.reasons.length).toBeGreaterThan(0);
    expect(first?.demo).toBe(false);
  });

  it('labels demo register rows as demo data', async () => {
    const response = await search('name=lumina');
    const hit = response
      .json<{ result: { name: string; demo: boolean }[] }>()
      .result.find((h) => h.name === 'LUMINA');
    expect(hit?.demo).toBe(true);
  });

  it('refuses an unknown office or class with a 400 in words', async () => {
    const office = await search('name=lumina&offices=FR');
    expect(office.statusCode).toBe(400);
    expect(office.json<{ message: string }>().message).toMatch(/UK, EU, US/);
    const klass = await search('name=lumina&classes=46');
    expect(klass.statusCode).toBe(400);
    expect(klass.json<{ message: string }>().message).toMatch(/1 to 45/);
  });

  it('needs a name and a session', async () => {
    expect((await search('name=%20')).statusCode).toBe(400);
    expect((await search('name=lumina', false)).statusCode).toBe(401);
  });
});

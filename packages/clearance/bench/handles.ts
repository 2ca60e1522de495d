// npm run bench:handles -- [--latency 200-600] [--seed 7]
// Wrong answers of the social handle source on a fixed fixture set against the loopback fake: per network,
// handles the fake holds (taken), handles it does not (free), and one handle for each unknown path (429
// with a long Retry-After, 403, 500, login wall, captcha, changed layout, an answer slower than the
// timeout); then the same taken and free handles while the network answers 200 to everyone (the canary
// must fail). X, Facebook and YouTube (Data API) are probed with the fake's token, YouTube's channel
// pages once more without it; Instagram and LinkedIn have no probe.
// Goal: 0 taken reported free, 0 free reported taken, 0 unknown paths reported taken or free.
import { parseArgs } from 'node:util';
import { createHandleChecker, NETWORK_IDS, type HandleRecord, type NetworkId } from '../src/index.ts';
import { demoAccounts, startDemoSocial, type FakeHandleBehaviour } from '../src/testing.ts';
import { seededRandom } from '../src/registers/synthetic-marks.ts';

const { values } = parseArgs({
  options: {
    latency: { type: 'string', default: '200-600' },
    seed: { type: 'string', default: '7' },
  },
});
const [low, high] = (values.latency ?? '0-0').split('-').map(Number) as [number, number];
const random = seededRandom(Number(values.seed));
const TIMEOUT_MS = 2_000;

const TAKEN = ['northwind', 'bluepeak', 'quillstone', 'mapleforge'];
const FREE = ['zenvoralux', 'qorvithane', 'plumtrixo', 'vandelquor'];
/** Each unknown path, and the words its answer must give (networks without a probe say 'needs sign-in'). */
const UNKNOWN_PATHS: Record<string, { behaviour: FakeHandleBehaviour; reason: RegExp }> = {
  ratelimited: { behaviour: { answer: 'rate-limit', retryAfter: '120' }, reason: /rate limited/ },
  forbidden: { behaviour: { answer: 'forbidden' }, reason: /refused|blocked|quota/ },
  servererror: { behaviour: { answer: 'server-error' }, reason: /server error/ },
  loginwall: { behaviour: { answer: 'login-wall' }, reason: /log in|log-in|consent|refused/ },
  captchapage: { behaviour: { answer: 'captcha' }, reason: /bot check/ },
  newlayout: { behaviour: { answer: 'changed-layout' }, reason: /does not recognise/ },
  slowanswer: { behaviour: { delayMs: TIMEOUT_MS + 1_000 }, reason: /timed out/ },
};

const accounts = demoAccounts(TAKEN);
// The unknown-path handles exist too: a wrong answer there would be 'available'.
for (const network of Object.keys(accounts) as NetworkId[])
  accounts[network]?.push(...Object.keys(UNKNOWN_PATHS));
const demo = await startDemoSocial({
  accounts,
  latency: () => low + random() * (high - low),
  withKeys: true,
});

interface Row {
  network: string;
  takenRight: number;
  freeRight: number;
  takenAsFree: number;
  freeAsTaken: number;
  unknownPathDecided: number;
  /** Unknown paths answered unknown but for another reason than their own. */
  otherReason: number;
  unknown: number;
  notChecked: number;
  canaryWrong: number;
  checked: number;
}

interface Variant {
  network: NetworkId;
  label: string;
  keys: Partial<Record<NetworkId, string>> | undefined;
}

async function runNetwork({ network, label, keys }: Variant): Promise<Row> {
  const checker = () =>
    createHandleChecker({ ...demo.checkerOptions, keys, timeoutMs: TIMEOUT_MS, retries: 0 });
  for (const [handle, { behaviour }] of Object.entries(UNKNOWN_PATHS))
    demo.fake.setBehaviour(network, handle, behaviour);
  const decided = await checker().checkHandles([...TAKEN, ...FREE], { networks: [network] });
  // A checker per path: a 429 rightly backs the whole network off, which would hide the other paths.
  const paths = await Promise.all(
    Object.keys(UNKNOWN_PATHS).map((handle) => checker().checkHandle(network, handle)),
  );
  // The network answers 200 with a profile to everyone: the canary must catch it.
  demo.fake.setBehaviour(network, '*', { answer: 'taken-for-all' });
  const underFailedCanary = await checker().checkHandles([...TAKEN, ...FREE], { networks: [network] });
  const all = [...decided, ...paths, ...underFailedCanary];
  const takenAnswers = decided.slice(0, TAKEN.length);
  const freeAnswers = decided.slice(TAKEN.length);
  const isDecided = (record: HandleRecord) =>
    record.availability === 'available' || record.availability === 'taken';
  return {
    network: label,
    takenRight: takenAnswers.filter((record) => record.availability === 'taken').length,
    freeRight: freeAnswers.filter((record) => record.availability === 'available').length,
    takenAsFree: takenAnswers.filter((record) => record.availability === 'available').length,
    freeAsTaken: freeAnswers.filter((record) => record.availability === 'taken').length,
    unknownPathDecided: paths.filter(isDecided).length,
    otherReason: paths.filter(
      (record, index) =>
        record.availability === 'unknown' &&
        !/^needs sign-in/.test(record.reason) &&
        !(Object.values(UNKNOWN_PATHS)[index]?.reason.test(record.reason) ?? false),
    ).length,
    canaryWrong: underFailedCanary.filter(isDecided).length,
    unknown: all.filter((record) => record.availability === 'unknown').length,
    notChecked: all.filter((record) => record.availability === 'not_checked').length,
    checked: all.length,
  };
}

const started = performance.now();
const keys = demo.checkerOptions.keys;
// Every network at once: each one's behaviours are its own on the shared fake.
const rows = await Promise.all(NETWORK_IDS.map((network) => runNetwork({ network, label: network, keys })));
// YouTube once more through its channel pages (no Data API key), after the rest: the two forms share
// the fake's YouTube behaviours.
demo.fake.reset();
rows.push(
  await runNetwork({
    network: 'youtube',
    label: 'youtube (page, no key)',
    keys: { ...keys, youtube: undefined },
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await demo.close();

const columns: [string, (row: Row) => number][] = [
  ['answers', (row) => row.checked],
  ['taken→taken', (row) => row.takenRight],
  ['free→available', (row) => row.freeRight],
  ['taken→available', (row) => row.takenAsFree],
  ['free→taken', (row) => row.freeAsTaken],
  ['unknown path→decided', (row) => row.unknownPathDecided],
  ['failed canary→decided', (row) => row.canaryWrong],
  ['unknown path, other reason', (row) => row.otherReason],
  ['unknown', (row) => row.unknown],
  ['not checked', (row) => row.notChecked],
];
const total = (pick: (row: Row) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
const lines: (string | number)[][] = rows.map((row) => [
  row.network,
  ...columns.map(([, pick]) => pick(row)),
]);
lines.push(['all', ...columns.map(([, pick]) => total(pick))]);
const header = ['network', ...columns.map(([name]) => name)];
console.log(
  `bench:handles: ${TAKEN.length} taken, ${FREE.length} free and ${Object.keys(UNKNOWN_PATHS).length} unknown-path handles per network, then the taken and free ones under a failing canary; latency ${low}-${high} ms, timeout ${TIMEOUT_MS} ms, ${seconds} s`,
);
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map(() => '---').join(' | ')} |`);
for (const line of lines) console.log(`| ${line.join(' | ')} |`);
const wrong = total((row) => row.takenAsFree + row.freeAsTaken + row.unknownPathDecided + row.canaryWrong);
console.log(wrong === 0 ? 'wrong answers: 0 (goal met)' : `wrong answers: ${wrong} (goal: 0)`);
process.exitCode = wrong === 0 ? 0 : 1;

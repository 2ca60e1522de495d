// npm run bench:handles -- [--latency 200-600] [--seed 7]
// Wrong answers of the social handle source on a fixed fixture set against the loopback fake: per network,
// handles the fake holds (taken), handles it does not (free), and one handle for each unknown path (429
// with a long Retry-After, 403, 500, login wall, captcha, changed layout, an answer slower than the
// timeout); then the same taken and free handles while the network answers 200 to everyone (the canary
// must fail). X and Facebook are probed with the fake's token; Instagram and LinkedIn have no probe.
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
const UNKNOWN_PATHS: Record<string, FakeHandleBehaviour> = {
  ratelimited: { answer: 'rate-limit', retryAfter: '120' },
  forbidden: { answer: 'forbidden' },
  servererror: { answer: 'server-error' },
  loginwall: { answer: 'login-wall' },
  captchapage: { answer: 'captcha' },
  newlayout: { answer: 'changed-layout' },
  slowanswer: { delayMs: TIMEOUT_MS + 1_000 },
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
  network: NetworkId;
  takenRight: number;
  freeRight: number;
  takenAsFree: number;
  freeAsTaken: number;
  unknownPathDecided: number;
  unknown: number;
  notChecked: number;
  canaryWrong: number;
  checked: number;
}

function checker() {
  return createHandleChecker({ ...demo.checkerOptions, timeoutMs: TIMEOUT_MS, retries: 0 });
}

async function runNetwork(network: NetworkId): Promise<Row> {
  for (const [handle, behaviour] of Object.entries(UNKNOWN_PATHS))
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
    network,
    takenRight: takenAnswers.filter((record) => record.availability === 'taken').length,
    freeRight: freeAnswers.filter((record) => record.availability === 'available').length,
    takenAsFree: takenAnswers.filter((record) => record.availability === 'available').length,
    freeAsTaken: freeAnswers.filter((record) => record.availability === 'taken').length,
    unknownPathDecided: paths.filter(isDecided).length,
    canaryWrong: underFailedCanary.filter(isDecided).length,
    unknown: all.filter((record) => record.availability === 'unknown').length,
    notChecked: all.filter((record) => record.availability === 'not_checked').length,
    checked: all.length,
  };
}

const started = performance.now();
// Every network at once: each one's behaviours are its own on the shared fake.
const rows = await Promise.all(NETWORK_IDS.map((network) => runNetwork(network)));
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

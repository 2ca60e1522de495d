// Worker thread entry of the Create tool's generation pool (piscina). Plain JavaScript that registers
// tsx's loader first: worker threads do not inherit the TypeScript loader under every runner (tsx, vitest).
import { register } from 'tsx/esm/api';

register();

// The engine and its lexicon (about a second) load as soon as the thread starts, not on its first task.
// No top-level await: piscina first tries require() on this file, which refuses modules that use it.
const loaded = import('./generation-tasks.ts').then((tasks) => {
  tasks.warm();
  return tasks;
});
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
loaded.catch(() => undefined);

export async function generateGroup(task) {
  return (await loaded).generateGroup(task);
}

export async function findExistingWords(task) {
  return (await loaded).findExistingWords(task);
}

export async function warm() {
  await loaded;
  return true;
}

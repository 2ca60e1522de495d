import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@brandwright/db';
import type { CreateMethod } from '@brandwright/contracts';
import { parseKeyword } from '@brandwright/namegen';
import type { Admit } from './create-groups.ts';
import type { CreateSearch } from './create-search-row.ts';
import type { StoredGroup } from './present-create-group.ts';

/**
 * Merges groups into a search's row. One jsonb concatenation evaluated on the row as it is when the
 * update runs, so simultaneous writers of one search each add their groups and lose none.
 */
export async function storeGroups(
  db: DbOrTx,
  searchId: string,
  groups: Partial<Record<CreateMethod, StoredGroup>>,
): Promise<void> {
  await db.execute(sql`
    UPDATE create_searches SET groups = groups || ${JSON.stringify(groups)}::jsonb
    WHERE id = ${searchId}::uuid`);
}

interface UnwrittenGroup {
  method: CreateMethod;
  group: StoredGroup;
  written: () => void;
  failed: (error: unknown) => void;
}

/**
 * Writes one search's groups as they finish: while a write is under way, groups that finish meanwhile
 * wait and go together in the next one. Under a burst a search costs a few UPDATEs, not one per method.
 */
class GroupWriter {
  private unwritten: UnwrittenGroup[] = [];
  private isWriting = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly admit: Admit,
    private readonly searchId: string,
  ) {}

  /** Resolves once the group is in the row. */
  write(method: CreateMethod, group: StoredGroup): Promise<void> {
    return new Promise((written, failed) => {
      this.unwritten.push({ method, group, written, failed });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    if (this.isWriting) return;
    this.isWriting = true;
    try {
      while (this.unwritten.length > 0) {
        const batch = this.unwritten.splice(0);
        try {
          const groups = Object.fromEntries(batch.map((item) => [item.method, item.group]));
          await this.admit(() => storeGroups(this.db, this.searchId, groups));
          for (const item of batch) item.written();
        } catch (error) {
          for (const item of batch) item.failed(error);
        }
      }
    } finally {
      this.isWriting = false;
    }
  }
}

/**
 * The methods from the quickest to generate to the slowest (the engine's own timings: abbreviate and
 * urbanedge well under a millisecond a keyword, autogen several). A search's groups start in this order.
 */
export const METHODS_BY_COST: readonly CreateMethod[] = [
  'abbreviate',
  'urbanedge',
  'word_combi',
  'associate',
  'rewrite',
  'translations',
  'rhyme',
  'autogen',
];

/**
 * The group a search shows first: its quickest method, urgent on the pool (it overtakes other searches'
 * queued groups). Not Word Combi of a one-word keyword, which is always empty.
 */
function firstGroupOf(keyword: string, methods: readonly CreateMethod[]): CreateMethod | undefined {
  // The keyword was accepted when the search was recorded, so it parses.
  const isOneWord = parseKeyword(keyword).words.length < 2;
  return methods.find((method) => !(isOneWord && method === 'word_combi'));
}

interface RunningSearch {
  userId: string;
  /** Each chosen method's group, resolved once it is stored; removed from here once settled. */
  groups: Map<CreateMethod, Promise<StoredGroup>>;
}

/**
 * Searches this process started and has not finished storing. POST /api/konstruktor starts every chosen
 * method on the pool at once (the client's result calls follow a round trip later), so a result call of
 * this process waits for its group without reading the row or generating it again. Only a shortcut: a
 * result call that finds nothing here (another process, a restart, a group already stored) reads the
 * row and generates a missing group itself (create-groups.ts), and any process gives the same group.
 */
export class RunningSearches {
  private readonly searches = new Map<string, RunningSearch>();

  constructor(
    private readonly db: DbOrTx,
    private readonly admit: Admit,
    private readonly generate: (
      search: CreateSearch,
      method: CreateMethod,
      isUrgent: boolean,
    ) => Promise<StoredGroup>,
  ) {}

  start(userId: string, search: CreateSearch): void {
    const running: RunningSearch = { userId, groups: new Map() };
    this.searches.set(search.token, running);
    const writer = new GroupWriter(this.db, this.admit, search.id);
    const methods = METHODS_BY_COST.filter((method) => search.methods.includes(method));
    const first = firstGroupOf(search.keyword, methods);
    for (const method of methods) {
      const stored = this.generate(search, method, method === first).then(async (group) => {
        await writer.write(method, group);
        return group;
      });
      // Registered before any result call awaits `stored`, so it runs first: a call that comes after
      // a group is stored reads the row (and sees whatever the row holds then).
      const settled = stored.finally(() => {
        running.groups.delete(method);
        if (running.groups.size === 0) this.searches.delete(search.token);
      });
      // A failure is the result call's to report (it awaits `stored`); none may go unhandled.
      settled.catch(() => undefined);
      running.groups.set(method, stored);
    }
  }

  /** The group this process is computing for the caller's search, if any. */
  pending(userId: string, token: string, method: CreateMethod): Promise<StoredGroup> | undefined {
    const running = this.searches.get(token);
    if (!running || running.userId !== userId) return undefined;
    return running.groups.get(method);
  }

  /** Searches in flight (tests). */
  get size(): number {
    return this.searches.size;
  }
}

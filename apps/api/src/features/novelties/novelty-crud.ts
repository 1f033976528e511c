import type { TNoveltyListQueryParsed } from '@quincena/contracts/novelties';
import type { Database } from '../../db/client.ts';
import type { PeriodGuard, TouchedRange } from '../../pay-period/period-guard.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { noveltyNotFound } from './novelty-context.ts';
import type { NoveltyStore, NoveltyTable, Stored } from './novelty-store.ts';

export interface NoveltyDeps {
  db: Database;
  clock: Clock;
  guard: PeriodGuard;
}

/** What a save changes: a new novelty, or the stored one (locked) with the edited body. */
export type NoveltyChange<T extends NoveltyTable, Create, Update> =
  | { body: Create; current: null }
  | { body: Update; current: Stored<T> };

/** The values a kind writes (the company, the creator and the timestamps are the CRUD's). */
export type NoveltyValues<T extends NoveltyTable> = Partial<
  Omit<T['$inferInsert'], 'companyId' | 'createdByUserId' | 'createdAt' | 'updatedAt'>
>;

/** A kind's own rules; the CRUD runs them in its transaction, then the period guard, then the write. */
export interface NoveltyRules<T extends NoveltyTable, CreateIn, Create, UpdateIn, Update> {
  /** Parses the body and checks what needs no lock (bulk loads and seeds call without HTTP too). */
  parseCreate(companyId: number, input: CreateIn): Promise<Create>;
  parseUpdate(companyId: number, input: UpdateIn): Promise<Update>;
  /** Inside the transaction: the contract locked, the kind's checks; the ranges it touches and the values. */
  write(
    tx: Database,
    companyId: number,
    change: NoveltyChange<T, Create, Update>,
  ): Promise<{ ranges: TouchedRange[]; values: NoveltyValues<T> }>;
  /** Before a delete: the kind's refusals and the ranges the delete touches. */
  removing(tx: Database, companyId: number, current: Stored<T>): Promise<TouchedRange[]>;
}

export interface NoveltyPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The list, create, update and delete of a novelty kind (decision 0319): every write is one transaction
 * recorded as the user's (audit log), an edit or delete of another company's id is a 404, the period guard
 * refuses accumulated periods and marks processed ones, and the answer is the row as the list shows it.
 */
export function createNoveltyCrud<T extends NoveltyTable, Row, CreateIn, Create, UpdateIn, Update>(
  { db, clock, guard }: NoveltyDeps,
  store: NoveltyStore<T, Row>,
  rules: NoveltyRules<T, CreateIn, Create, UpdateIn, Update>,
) {
  async function mustRow(companyId: number, id: number): Promise<Row> {
    const row = await store.row(db, companyId, id);
    if (!row) throw noveltyNotFound();
    return row;
  }

  async function save(companyId: number, userId: number, id: number | null, body: Create | Update) {
    const savedId = await db.transaction(async (tx) => {
      await setAuditActor(tx, userId);
      const current = id === null ? null : await store.stored(tx, companyId, id);
      if (id !== null && !current) throw noveltyNotFound();
      const change = (current ? { body, current } : { body, current: null }) as NoveltyChange<
        T,
        Create,
        Update
      >;
      const { ranges, values } = await rules.write(tx, companyId, change);
      await guard.assertOpenAndMark(tx, companyId, ranges);
      const stamped = { ...values, updatedAt: clock.now() };
      if (id !== null) {
        await store.update(tx, companyId, id, stamped as Partial<T['$inferInsert']>);
        return id;
      }
      const created = { ...stamped, companyId, createdByUserId: userId, createdAt: clock.now() };
      return store.insert(tx, created as T['$inferInsert']);
    });
    return mustRow(companyId, savedId);
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<NoveltyPage<Row>> {
      return toPage(query, (q) => store.page(db, companyId, q));
    },

    async create(companyId: number, userId: number, input: CreateIn): Promise<Row> {
      return save(companyId, userId, null, await rules.parseCreate(companyId, input));
    },

    async update(companyId: number, userId: number, id: number, input: UpdateIn): Promise<Row> {
      return save(companyId, userId, id, await rules.parseUpdate(companyId, input));
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await store.stored(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        await guard.assertOpenAndMark(tx, companyId, await rules.removing(tx, companyId, current));
        await store.remove(tx, companyId, id);
      });
    },
  };
}

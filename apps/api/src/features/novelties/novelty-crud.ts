import { NOVELTY_MESSAGES as M, type TNoveltyListQueryParsed } from '@quincena/contracts/novelties';
import { periodLabel, type TRetroactiveImpact } from '@quincena/contracts/retroactive';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, persons } from '../../db/schema/index.ts';
import { PERIOD_ACCUMULATED, type PeriodGuard, type TouchedRange } from '../../pay-period/period-guard.ts';
import { retroactiveImpact, retroactiveImpactIfAny } from '../../pay-period/retroactive-impact.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';
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
  /**
   * The kind may be saved into an accumulated period as a retroactive change (decision 0353): the
   * carrying run recomputes that period with it and pays the difference in an open one.
   */
  retroactive?: boolean;
}

/** Error code of a novelty refused in an accumulated period that may be saved there as retroactive. */
export const PERIOD_ACCUMULATED_RETROACTIVE = 'PERIOD_ACCUMULATED_RETROACTIVE';

/** A novelty saved as retroactive: the row and the accumulated periods it reaches (null when none). */
export interface RetroactiveSaved<Row> {
  row: Row;
  retroactive: TRetroactiveImpact | null;
}

interface AccumulatedCalendar {
  year: number;
  month: number;
  fortnight: number | null;
  periodStart: string;
}

/** "de la primera quincena de febrero de 2026" / "de febrero de 2026", as the messages read. */
const periodPhrase = (calendar: { year: number; month: number; fortnight: number | null }) =>
  `${calendar.fortnight === null ? 'de' : 'de la'} ${periodLabel(calendar)}`;

async function personNameOf(tx: Database, companyId: number, contractId: number): Promise<string> {
  const [row] = await tx
    .select({ name: personFullNameSql })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .where(and(eq(contracts.companyId, companyId), eq(contracts.id, contractId)));
  return row?.name ?? '';
}

/**
 * The refusal of a novelty dated in an accumulated period, naming the period and the person and
 * saying what to do: save it as retroactive (the kinds that may), or record the payment in the open
 * period.
 */
async function accumulatedRefusal(
  tx: Database,
  companyId: number,
  contractId: number,
  closed: AccumulatedCalendar,
  retroactive: boolean,
): Promise<AppError> {
  const person = await personNameOf(tx, companyId, contractId);
  if (retroactive) {
    return new AppError(
      409,
      PERIOD_ACCUMULATED_RETROACTIVE,
      M.periodAccumulatedRetroactive(periodPhrase(closed), person),
    );
  }
  const impact = await retroactiveImpact(tx, {
    companyId,
    contractIds: [contractId],
    from: closed.periodStart,
  });
  const open = impact.openPeriods[0];
  return new AppError(
    409,
    PERIOD_ACCUMULATED,
    M.periodAccumulated(periodPhrase(closed), person, open ? periodLabel(open) : null),
  );
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

  /**
   * One save in one transaction. A date inside an accumulated period is refused with who, which
   * period and what to do, unless the kind may be retroactive and the clerk asked for it: then the
   * accumulated periods stay as they are, processed ones are marked, and `from` is the novelty's
   * first day, from which the impact is answered (decision 0353).
   */
  async function save(
    companyId: number,
    userId: number,
    id: number | null,
    body: Create | Update,
    retroactive = false,
  ) {
    const saved = await db.transaction(async (tx) => {
      await setAuditActor(tx, userId);
      const current = id === null ? null : await store.stored(tx, companyId, id);
      if (id !== null && !current) throw noveltyNotFound();
      const change = (current ? { body, current } : { body, current: null }) as NoveltyChange<
        T,
        Create,
        Update
      >;
      const { ranges, values } = await rules.write(tx, companyId, change);
      const contractId = Number(
        current ? current.contractId : (values as { contractId?: number }).contractId,
      );
      const closed = await guard.accumulatedIn(tx, companyId, ranges);
      let from: string | null = null;
      if (closed === null) await guard.assertOpenAndMark(tx, companyId, ranges);
      else if (retroactive && rules.retroactive) {
        await guard.markOnly(tx, companyId, ranges);
        from = ranges.map((range) => range.from).sort()[0] ?? null;
      } else throw await accumulatedRefusal(tx, companyId, contractId, closed, rules.retroactive === true);
      const stamped = { ...values, updatedAt: clock.now() };
      if (id !== null) {
        await store.update(tx, companyId, id, stamped as Partial<T['$inferInsert']>);
        return { id, contractId, from };
      }
      const created = { ...stamped, companyId, createdByUserId: userId, createdAt: clock.now() };
      return { id: await store.insert(tx, created as T['$inferInsert']), contractId, from };
    });
    return { ...saved, row: await mustRow(companyId, saved.id) };
  }

  async function saveRetroactive(
    companyId: number,
    userId: number,
    id: number | null,
    body: Create | Update,
  ): Promise<RetroactiveSaved<Row>> {
    const { row, contractId, from } = await save(companyId, userId, id, body, true);
    const retroactive =
      from === null ? null : await retroactiveImpactIfAny(db, { companyId, contractIds: [contractId], from });
    return { row, retroactive };
  }

  return {
    async list(companyId: number, query: TNoveltyListQueryParsed): Promise<NoveltyPage<Row>> {
      return toPage(query, (q) => store.page(db, companyId, q));
    },

    async create(companyId: number, userId: number, input: CreateIn): Promise<Row> {
      return (await save(companyId, userId, null, await rules.parseCreate(companyId, input))).row;
    },

    async update(companyId: number, userId: number, id: number, input: UpdateIn): Promise<Row> {
      return (await save(companyId, userId, id, await rules.parseUpdate(companyId, input))).row;
    },

    /** The create of the "retroactive" option: may date the novelty inside an accumulated period. */
    async createRetroactive(companyId: number, userId: number, input: CreateIn) {
      return saveRetroactive(companyId, userId, null, await rules.parseCreate(companyId, input));
    },

    async updateRetroactive(companyId: number, userId: number, id: number, input: UpdateIn) {
      return saveRetroactive(companyId, userId, id, await rules.parseUpdate(companyId, input));
    },

    async remove(companyId: number, id: number, userId?: number): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, userId);
        const current = await store.stored(tx, companyId, id);
        if (!current) throw noveltyNotFound();
        const ranges = await rules.removing(tx, companyId, current);
        const closed = await guard.accumulatedIn(tx, companyId, ranges);
        if (closed) throw await accumulatedRefusal(tx, companyId, Number(current.contractId), closed, false);
        await guard.assertOpenAndMark(tx, companyId, ranges);
        await store.remove(tx, companyId, id);
      });
    },
  };
}

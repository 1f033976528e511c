import { ERROR_CODES } from '@quincena/contracts';
import type { TConcept } from '@quincena/contracts/concepts';
import {
  FIXED_PERIODICITY_NAMES,
  FIXED_STATUS_NAMES,
  FIXED_STATUSES,
  NOVELTY_MESSAGES as M,
  type TFixedOptions,
  type TFixedOptionsQuery,
  type TFixedPeriodicity,
  type TFixedRequest,
  ZFixedRequest,
} from '@quincena/contracts/novelties';
import { payFrequencyOf } from '../../pay-period/calendars/pay-frequency.ts';
import type { TouchedRange } from '../../pay-period/period-guard.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ConceptsService } from '../concepts/index.ts';
import { banks, voluntaryPensionFunds } from '../reference/index.ts';
import { fixedStore, lastAccumulatedDay, selectContractEntities } from './fixed.repository.ts';
import { addDays, assertInsideContract, invalid, lockContract, parseInput } from './novelty-context.ts';
import { createNoveltyCrud, type NoveltyDeps } from './novelty-crud.ts';

/** An open end: the item stays in force. */
const OPEN_END = '9999-12-31';

/** Concepts whose deduction goes to an entity of the contract (DIAN NE Deducciones: PensionVoluntaria, AFC). */
const ENTITY_ELEMENTS = new Set(['PensionVoluntaria', 'AFC']);
export const conceptNeedsEntity = (concept: TConcept | null) =>
  concept !== null && concept.dianElement !== null && ENTITY_ELEMENTS.has(concept.dianElement);

const fundNames = new Map(voluntaryPensionFunds.items.map((item) => [item.code, item.name]));
const bankNames = new Map(banks.items.map((item) => [item.code, item.name]));

const PERIODS_BY_FREQUENCY: Record<'monthly' | 'fortnightly', readonly TFixedPeriodicity[]> = {
  monthly: ['each_period'],
  fortnightly: ['each_period', 'first_fortnight', 'second_fortnight'],
};

/** /NoveltiesStatic (spec 02 §2, §3 "Fixed item", §4, §5, §7): recurring items of STA concepts. */
export function createFixedService({ concepts, ...deps }: NoveltyDeps & { concepts: ConceptsService }) {
  const { db } = deps;

  async function periodsOf(companyId: number): Promise<readonly TFixedPeriodicity[]> {
    try {
      return PERIODS_BY_FREQUENCY[await payFrequencyOf(db, companyId)];
    } catch {
      return [];
    }
  }

  async function entitiesOf(companyId: number, contractId: number) {
    const row = await selectContractEntities(db, companyId, contractId);
    const entities: TFixedOptions['entities'] = [];
    if (row?.afc) entities.push({ type: 'AFC', code: row.afc, name: bankNames.get(row.afc) ?? row.afc });
    if (row?.fvol) entities.push({ type: 'FVOL', code: row.fvol, name: fundNames.get(row.fvol) ?? row.fvol });
    return entities;
  }

  /** Every rule of the form and of the concept (spec 02 §5 "Fixed item add"). */
  async function checked(companyId: number, input: TFixedRequest) {
    const body = parseInput(ZFixedRequest, input);
    const concept = await concepts.find(companyId, body.conceptCode);
    if (concept?.module !== 'STA') throw invalid('conceptCode', M.conceptUnknown);
    if (body.balance !== null && concept.nature !== 'deduction') {
      throw invalid('balance', M.fixedBalanceOnlyDeductions);
    }
    let entityType: 'AFC' | 'FVOL' | null = null;
    if (conceptNeedsEntity(concept)) {
      const entities = await entitiesOf(companyId, body.contractId);
      if (entities.length === 0) throw invalid('entityCode', M.fixedNoEntities);
      if (!body.entityCode) throw invalid('entityCode', M.fixedEntityRequired);
      const entity = entities.find((candidate) => candidate.code === body.entityCode);
      if (!entity) throw invalid('entityCode', M.fixedEntityUnknown);
      entityType = entity.type;
    } else if (body.entityCode) {
      throw invalid('entityCode', M.fixedEntityNotAllowed);
    }
    const periods = await periodsOf(companyId);
    if (periods.length === 0) throw invalid('periodicity', M.fixedNoPeriods);
    if (!periods.includes(body.periodicity)) throw invalid('periodicity', M.fixedPeriodUnknown);
    return { body, entityType };
  }

  const crud = createNoveltyCrud(deps, fixedStore, {
    parseCreate: checked,
    parseUpdate: checked,

    async write(tx, companyId, { body: { body, entityType }, current }) {
      const contract = await lockContract(tx, companyId, body.contractId);
      assertInsideContract(contract, 'startDate', body.startDate);
      const ranges = current
        ? touchedByUpdate(current, body, await lastAccumulatedDay(tx, companyId))
        : [{ from: body.startDate, to: body.endDate ?? OPEN_END }];
      return {
        ranges,
        values: {
          contractId: contract.id,
          conceptCode: body.conceptCode,
          value: body.value.toFixed(2),
          balance: body.balance === null ? null : body.balance.toFixed(2),
          periodicity: body.periodicity,
          status: body.status,
          entityType,
          entityCode: entityType ? body.entityCode : null,
          startDate: body.startDate,
          endDate: body.endDate,
        },
      };
    },

    async removing(tx, companyId, current) {
      const last = await lastAccumulatedDay(tx, companyId);
      // An item an accumulated period applied stays on record (ARCHITECTURE.md §4): end it instead.
      if (last && current.startDate <= last) {
        throw new AppError(409, ERROR_CODES.conflict, M.fixedUsedInAccumulated);
      }
      return [{ from: current.startDate, to: current.endDate ?? OPEN_END }];
    },
  });

  return {
    ...crud,

    async options(companyId: number, query: TFixedOptionsQuery): Promise<TFixedOptions> {
      const concept = query.conceptCode ? await concepts.find(companyId, query.conceptCode) : null;
      const needsEntity = conceptNeedsEntity(concept);
      return {
        statuses: FIXED_STATUSES.map((code) => ({ code, name: FIXED_STATUS_NAMES[code] })),
        periods: query.contractId
          ? (await periodsOf(companyId)).map((code) => ({ code, name: FIXED_PERIODICITY_NAMES[code] }))
          : [],
        conceptNeedsEntity: needsEntity,
        entities: needsEntity && query.contractId ? await entitiesOf(companyId, query.contractId) : [],
      };
    },
  };
}
export type FixedService = ReturnType<typeof createFixedService>;

/**
 * The days whose input an edit changes (decision 0141). A new contract, concept or start date changes the
 * whole old and new spans. A new end date changes the days between the two ends. Any other field (value,
 * balance, status, entity, period) takes effect from the first day after the last accumulated period, because
 * accumulated results are immutable; processed periods after it are marked for a new Procesar.
 */
export function touchedByUpdate(
  current: { contractId: number; conceptCode: string; startDate: string; endDate: string | null },
  next: { contractId: number; conceptCode: string; startDate: string; endDate: string | null },
  lastAccumulated: string | null,
): TouchedRange[] {
  const oldEnd = current.endDate ?? OPEN_END;
  const newEnd = next.endDate ?? OPEN_END;
  if (
    current.contractId !== next.contractId ||
    current.conceptCode !== next.conceptCode ||
    current.startDate !== next.startDate
  ) {
    return [
      { from: current.startDate, to: oldEnd },
      { from: next.startDate, to: newEnd },
    ];
  }
  const ranges: TouchedRange[] = [];
  if (oldEnd !== newEnd) {
    const [low, high] = oldEnd < newEnd ? [oldEnd, newEnd] : [newEnd, oldEnd];
    ranges.push({ from: addDays(low, 1), to: high });
  }
  const firstOpen = lastAccumulated ? addDays(lastAccumulated, 1) : next.startDate;
  const from = firstOpen > next.startDate ? firstOpen : next.startDate;
  const to = newEnd > oldEnd ? newEnd : oldEnd;
  if (from <= to) ranges.push({ from, to });
  return ranges;
}

import type { SettlementInput } from '../model/input.ts';
import { defaultCompanySettings } from '../model/settings.ts';

type PartialCase = Omit<SettlementInput, 'company' | 'novelties' | 'history'> & {
  company?: Partial<SettlementInput['company']>;
  novelties?: Partial<SettlementInput['novelties']>;
  history?: Partial<SettlementInput['history']>;
};

/**
 * Completes a case read from JSON: company settings default per `defaultCompanySettings` (nested groups
 * merged), missing novelty lists are empty and history defaults to no earlier months.
 */
export function parseCase(raw: unknown): SettlementInput {
  if (typeof raw !== 'object' || raw === null) throw new RangeError('El caso debe ser un objeto JSON.');
  const c = raw as PartialCase;
  if (!c.period || !c.contract) throw new RangeError('El caso necesita "period" y "contract".');
  const d = defaultCompanySettings;
  const company = c.company ?? {};
  return {
    period: c.period,
    contract: c.contract,
    company: {
      ...d,
      ...company,
      absences: { ...d.absences, ...company.absences },
      vacations: { ...d.vacations, ...company.vacations },
      transportAid: { ...d.transportAid, ...company.transportAid },
      prima: { ...d.prima, ...company.prima },
      cesantias: { ...d.cesantias, ...company.cesantias },
      interest: { ...d.interest, ...company.interest },
    },
    novelties: {
      hours: c.novelties?.hours ?? [],
      reported: c.novelties?.reported ?? [],
      recurring: c.novelties?.recurring ?? [],
      vacations: c.novelties?.vacations ?? [],
      absences: c.novelties?.absences ?? [],
      ...(c.novelties?.retirement ? { retirement: c.novelties.retirement } : {}),
    },
    history: { months: [], ...c.history },
  };
}

/**
 * The person and contract being edited travel in the address (?persona=…&contrato=…) instead of
 * the spec's stored ids, so a reload, a bookmark or a second tab keeps the same record.
 */
export function personFormPath(personId: number | null, contractId: number | null): string {
  const query = new URLSearchParams();
  if (personId !== null) query.set('persona', String(personId));
  if (contractId !== null) query.set('contrato', String(contractId));
  const text = query.toString();
  return text ? `/CreatePerson?${text}` : '/CreatePerson';
}

export function contractFormPath(personId: number, contractId: number | null): string {
  const query = new URLSearchParams({ persona: String(personId) });
  if (contractId !== null) query.set('contrato', String(contractId));
  return `/CreateEmployee?${query.toString()}`;
}

/** A positive id from the address, or null. */
export function idParam(search: URLSearchParams, name: 'persona' | 'contrato'): number | null {
  const value = Number(search.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

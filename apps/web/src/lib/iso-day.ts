const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-mm-dd of a picked day, read in local time (the picker's day, not UTC's; ARCHITECTURE.md §1). */
export function isoDayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local midnight of a yyyy-mm-dd day (as the picker holds it), or null when there is none. */
export function dateOfIsoDay(iso: string | null | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

import type { THoliday } from '@quincena/contracts/holidays';
import { useMemo } from 'react';
import { DataTable, formatTableDate, type TableColumn } from '../../../components/data-table/index.ts';
import { RULE_LABELS, weekdayName } from './holiday-calendar-logic.ts';

interface HolidayRow {
  key: string;
  date: string;
  weekday: string;
  name: string;
  rule: string;
}

const columns: TableColumn<HolidayRow>[] = [
  { field: 'date', header: 'Fecha', kind: 'date', text: (row) => formatTableDate(row.date) },
  { field: 'weekday', header: 'Día' },
  { field: 'name', header: 'Festivo' },
  { field: 'rule', header: 'Regla' },
];

/** The holidays of the year as a list (date, weekday, name and why it falls there). */
export function HolidayList({ holidays, loading }: { holidays: readonly THoliday[]; loading: boolean }) {
  const rows = useMemo(
    () =>
      holidays.map((holiday) => ({
        key: `${holiday.date}-${holiday.name}`,
        date: holiday.date,
        weekday: weekdayName(holiday.date),
        name: holiday.name,
        rule: RULE_LABELS[holiday.rule],
      })),
    [holidays],
  );
  return (
    <DataTable
      rows={rows}
      columns={columns}
      dataKey="key"
      defaultRowsPerPage={20}
      loading={loading}
      emptyMessage="No hay festivos disponibles"
      ariaLabel="Festivos del año"
    />
  );
}

/** The words every table shows (spec 01 §2.16, spec 03 §2.2). */
export const TABLE_TEXTS = {
  clearFilters: 'Limpiar filtros',
  loading: 'Cargando información...',
  empty: 'No se encontraron registros',
  keywordSearch: 'Buscar por palabra clave',
  pageReport: '{first} a {last} de {totalRecords}',
  filterPlaceholder: (header: string) => `Filtrar ${header}`,
} as const;

/** Rows per page every table offers; each screen picks its default among them. */
export const ROWS_PER_PAGE_OPTIONS = [5, 10, 20] as const;
export type RowsPerPage = (typeof ROWS_PER_PAGE_OPTIONS)[number];

/** Row class for rows that need attention (process errors, unbalanced accounting lines). */
export const WARNING_ROW_CLASS = 'q-row-warning';

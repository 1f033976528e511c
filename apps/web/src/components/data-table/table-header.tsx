import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import { SearchBox } from './search-box.tsx';
import { ROWS_PER_PAGE_OPTIONS, TABLE_TEXTS } from './table-texts.ts';

/** The paginator every list shows: page links, "1 a 10 de 42" and the rows-per-page choice. */
export const PAGINATOR = {
  paginator: true,
  rowsPerPageOptions: [...ROWS_PER_PAGE_OPTIONS],
  paginatorTemplate:
    'FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport RowsPerPageDropdown',
  currentPageReportTemplate: TABLE_TEXTS.pageReport,
};

/** Above every list: the screen's buttons and Limpiar filtros on the left, the keyword search on the right. */
export function TableHeader({
  toolbar,
  keyword,
  onKeyword,
  onClearFilters,
}: {
  toolbar?: ReactNode;
  keyword: string;
  onKeyword: (keyword: string) => void;
  onClearFilters: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2 align-items-center justify-content-between">
      <div className="flex flex-wrap gap-2">
        {toolbar}
        <Button
          type="button"
          icon="pi pi-filter-slash"
          label={TABLE_TEXTS.clearFilters}
          outlined
          onClick={onClearFilters}
        />
      </div>
      <SearchBox value={keyword} onChange={onKeyword} placeholder={TABLE_TEXTS.keywordSearch} />
    </div>
  );
}

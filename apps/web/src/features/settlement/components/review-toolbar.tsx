import type { TReviewQuery } from '@quincena/contracts/settlement';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { useId } from 'react';
import { SearchBox } from '../../../components/data-table/index.ts';
import { REVIEW_TEXTS as T } from './review-format.ts';

/** The review's filters that are a yes/no question, each with its Spanish label. */
const FLAGS = [
  { key: 'largeChanges', label: T.largeChanges },
  { key: 'problems', label: T.problems },
  { key: 'retroactive', label: T.retroactive },
] as const;

/** Search, the "Solo con …" filters and the Excel export above the review table. */
export function ReviewToolbar({
  search,
  onSearch,
  query,
  onQuery,
  exporting,
  onExport,
}: {
  search: string;
  onSearch: (text: string) => void;
  query: TReviewQuery;
  onQuery: (query: TReviewQuery) => void;
  exporting: boolean;
  onExport: () => void;
}) {
  const id = useId();
  return (
    <div className="payroll-review__toolbar">
      <SearchBox value={search} onChange={onSearch} placeholder={T.search} />
      {FLAGS.map((flag) => (
        <span key={flag.key} className="payroll-review__check">
          <Checkbox
            inputId={`${id}-${flag.key}`}
            checked={Boolean(query[flag.key])}
            onChange={(event) => onQuery({ ...query, [flag.key]: Boolean(event.checked), page: 1 })}
          />
          <label htmlFor={`${id}-${flag.key}`}>{flag.label}</label>
        </span>
      ))}
      <Button
        type="button"
        label={T.export}
        icon="pi pi-file-excel"
        severity="success"
        loading={exporting}
        onClick={onExport}
      />
    </div>
  );
}

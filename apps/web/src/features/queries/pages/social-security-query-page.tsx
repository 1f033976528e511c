import { SOCIAL_SECURITY_QUERY, type TSocialSecurityRow } from '@quincena/contracts/queries';
import { MultiSelect } from 'primereact/multiselect';
import { useMemo } from 'react';
import { socialSecurityQueryApi } from '../api/social-security.queries.ts';
import { useRememberedColumns } from '../components/column-chooser.ts';
import {
  type HistoricQueryDescriptor,
  HistoricQueryPage,
  type HistoricQueryTable,
} from '../components/historic-query-page.tsx';
import {
  columnChooserOptions,
  DEFAULT_VISIBLE,
  type SocialSecurityView,
  socialSecurityExportSheet,
  socialSecurityTable,
  toSocialSecurityView,
} from '../social-security-columns.ts';

/** Where this browser remembers the chosen columns. */
const COLUMNS_KEY = 'quincena.consulta-seguridad-social.columnas';

type Options = NonNullable<ReturnType<typeof socialSecurityQueryApi.useOptions>['data']>;

/** The PILA line's identity, the record fields the clerk chose (remembered here) and the total. */
function useSocialSecurityTable(
  options: Options | undefined,
): HistoricQueryTable<TSocialSecurityRow, SocialSecurityView> {
  const [visible, setVisible] = useRememberedColumns(COLUMNS_KEY, DEFAULT_VISIBLE);
  const recordFields = useMemo(() => options?.recordFields ?? [], [options]);
  const table = useMemo(() => socialSecurityTable(recordFields, visible), [recordFields, visible]);
  const chooserOptions = useMemo(() => columnChooserOptions(recordFields), [recordFields]);
  return {
    columns: table.columns,
    headerGroups: table.groups,
    toView: toSocialSecurityView,
    exportSheet: (rows) => socialSecurityExportSheet(rows, recordFields, SOCIAL_SECURITY_QUERY.sheetName),
    toolbar: (
      <MultiSelect
        value={visible}
        options={chooserOptions}
        optionGroupLabel="label"
        optionGroupChildren="items"
        optionLabel="label"
        optionValue="value"
        onChange={(event) => setVisible(event.value as string[])}
        filter
        maxSelectedLabels={0}
        selectedItemsLabel={`Columnas: {0} de ${recordFields.length}`}
        placeholder="Columnas: solo la línea"
        aria-label="Columnas visibles"
        className="w-16rem"
      />
    ),
  };
}

/** Consulta seguridad social (/HistoricSocialSecurity, spec 03 §2.7; decision 0301). */
const SOCIAL_SECURITY: HistoricQueryDescriptor<Options, TSocialSecurityRow, SocialSecurityView> = {
  title: SOCIAL_SECURITY_QUERY.title,
  videoKey: 'HISTORICSOCIALSECURITY',
  empty: SOCIAL_SECURITY_QUERY.empty,
  exportBaseName: SOCIAL_SECURITY_QUERY.exportBaseName,
  conceptFilter: false,
  periodOptionalWithCalendar: false,
  ...socialSecurityQueryApi,
  useTable: useSocialSecurityTable,
};

export function SocialSecurityQueryPage() {
  return <HistoricQueryPage descriptor={SOCIAL_SECURITY} />;
}

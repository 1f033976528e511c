import { ERROR_CODES } from '@quincena/contracts';
import {
  CIR_CONCEPT_NATURE_LABELS,
  CIR_GROUP_SECTION_LABELS,
  type TCirConfigResponse,
} from '@quincena/contracts/cir-config';
import {
  HIDDEN_REPORT_TAGS,
  type TReportDefinition,
  type TReportDefinitionInput,
  type TReportRequest,
  type TReportResult,
  type TReportSheet,
  ZReportDefinition,
} from '@quincena/contracts/reports';
import { badRequest } from '../../platform/errors/app-error.ts';

const GROUPS_SHEET = { position: 1, name: 'Grupos' } as const;
const CONCEPTS_SHEET = { position: 2, name: 'Conceptos' } as const;

/**
 * 'Reporte de configuración' (spec 01 §7 "Config report"): parameters pinEntity and pinClient,
 * both filled by the dialog from the session; the server reads the company from the session only.
 */
export const CIR_REPORT_DEFINITION: TReportDefinition = ZReportDefinition.parse({
  sheets: [GROUPS_SHEET, CONCEPTS_SHEET],
  parameters: [
    {
      tag: HIDDEN_REPORT_TAGS.entity,
      label: 'Entidad',
      type: 'TEXT',
      required: true,
      sheetPositions: [GROUPS_SHEET.position, CONCEPTS_SHEET.position],
    },
    {
      tag: HIDDEN_REPORT_TAGS.client,
      label: 'Empresa',
      type: 'TEXT',
      required: true,
      sheetPositions: [GROUPS_SHEET.position, CONCEPTS_SHEET.position],
    },
  ],
} satisfies TReportDefinitionInput);

function groupsSheet(tree: TCirConfigResponse): TReportSheet {
  return {
    name: GROUPS_SHEET.name,
    headers: ['Código grupo', 'Grupo', 'Sección', 'Cantidad de conceptos'],
    columnTypes: ['text', 'text', 'text', 'number'],
    rows: tree.groups.map((group) => [
      group.code,
      group.name,
      CIR_GROUP_SECTION_LABELS[group.section],
      group.concepts.length,
    ]),
  };
}

function conceptsSheet(tree: TCirConfigResponse): TReportSheet {
  return {
    name: CONCEPTS_SHEET.name,
    headers: ['Código grupo', 'Grupo', 'Código concepto', 'Concepto', 'Naturaleza'],
    columnTypes: ['text', 'text', 'text', 'text', 'text'],
    rows: tree.groups.flatMap((group) =>
      group.concepts.map((concept) => [
        group.code,
        group.name,
        concept.code,
        concept.name,
        CIR_CONCEPT_NATURE_LABELS[concept.nature],
      ]),
    ),
  };
}

const SHEET_BUILDERS = new Map<number, (tree: TCirConfigResponse) => TReportSheet>([
  [GROUPS_SHEET.position, groupsSheet],
  [CONCEPTS_SHEET.position, conceptsSheet],
]);

/** The requested sheets, in the order asked, built from the company's current configuration. */
export function buildCirReport(tree: TCirConfigResponse, request: TReportRequest): TReportResult {
  const sheets = request.reports.map((sheet) => {
    const build = SHEET_BUILDERS.get(sheet.position);
    if (!build) throw badRequest(ERROR_CODES.validation, 'El reporte no tiene la hoja solicitada');
    return build(tree);
  });
  return { sheets };
}

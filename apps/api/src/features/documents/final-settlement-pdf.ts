import {
  drawCompanyHeader,
  drawLabelGrid,
  drawNetPay,
  drawRowRule,
  drawSignatureImage,
  drawSignatureLine,
  drawSignerLines,
  drawTableHeader,
  drawTableRows,
  ensureRoom,
  formatDay,
  formatPesos,
  GREY,
  issuedOnFooter,
  letterLayout,
  longDay,
  numberPages,
  openPdf,
  pesosInWords,
  type TableColumn,
  type TableStyle,
} from '../../platform/pdf/index.ts';
import type { BenefitComputation, FinalSettlementContent, PaidLine } from './final-settlement-content.ts';

const LAYOUT = letterLayout(40); // US Letter, as the payslip.
const { margin: MARGIN, content: CONTENT } = LAYOUT;
const BOTTOM = LAYOUT.height - MARGIN - 30;
/** Benefit table: concept, days, base and formula, value. */
const BENEFIT = { concept: 150, days: 60, formula: 212, value: 110 };
/** Pay and deduction tables: concept, quantity, value. */
const PAID = { concept: 342, quantity: 80, value: 110 };
const TABLE_STYLE: TableStyle = {
  headerHeight: 16,
  headerFontSize: 8,
  headerTextTop: 4,
  bottom: BOTTOM,
  rowRoom: 4,
  repeatHeader: false,
};
const column = (label: string, width: number, align: 'left' | 'right'): TableColumn => ({
  label,
  width,
  align,
  inset: [4, 4],
});
const BENEFIT_COLUMNS = [
  column('Concepto', BENEFIT.concept, 'left'),
  column('Días', BENEFIT.days, 'right'),
  column('Base y fórmula', BENEFIT.formula, 'left'),
  column('Valor', BENEFIT.value, 'right'),
];
const PAID_COLUMNS = [
  column('Concepto', PAID.concept, 'left'),
  column('Cantidad', PAID.quantity, 'right'),
  column('Valor', PAID.value, 'right'),
];

/**
 * Liquidación de contrato de trabajo (issue 27, decision 0313): the employer and the worker, the dates and
 * reason of the termination, each benefit with its days, base and formula, the indemnity when there is
 * one, the period's pay, the deductions, the net pay in figures and words, and the signatures — laid out
 * as Colombian final settlements are. Every amount is a stored line or total: nothing is computed here.
 */
export function renderFinalSettlementPdf(content: FinalSettlementContent): Promise<Buffer> {
  const { doc, done } = openPdf({
    layout: LAYOUT,
    bufferPages: true,
    title: `Liquidación de contrato de trabajo - ${content.employee.name}`,
    author: content.company.name,
    subject: content.employee.name,
  });

  const notes = [
    `Periodo liquidado del ${formatDay(content.period.start)} al ${formatDay(content.period.end)}`,
    ...(content.preview ? ['Vista previa: liquidación procesada, aún no acumulada'] : []),
  ];
  drawCompanyHeader(
    doc,
    LAYOUT,
    content.company,
    'LIQUIDACIÓN DE CONTRATO DE TRABAJO',
    content.detail,
    notes,
  );
  drawParties(doc, content);
  drawBenefits(doc, 'Prestaciones sociales', content.benefits);
  if (content.indemnity) drawBenefits(doc, 'Indemnización (CST art. 64)', [content.indemnity]);
  drawPaid(doc, 'Salario y demás pagos del periodo', content.periodPay);
  drawPaid(doc, 'Deducciones', content.deductions);
  drawTotals(doc, content);
  drawSignatures(doc, content);
  numberPages(doc, LAYOUT, issuedOnFooter(content.issuedOn));
  doc.end();
  return done;
}

function ensure(doc: PDFKit.PDFDocument, height: number): void {
  ensureRoom(doc, LAYOUT, height, BOTTOM);
}

function drawParties(doc: PDFKit.PDFDocument, content: FinalSettlementContent): void {
  const { company, employee } = content;
  const pairs: Array<[string, string]> = [
    ['Empleador', company.name],
    ['NIT', company.document || '—'],
    ['Trabajador', employee.name],
    ['Identificación', employee.document],
    ['Cargo', employee.job ?? '—'],
    ['Tipo de contrato', employee.contractType],
    ['Fecha de ingreso', formatDay(employee.startDate)],
    ['Fecha de retiro', formatDay(employee.endDate)],
    ['Motivo del retiro', employee.reason],
    ['Tiempo de servicio', `${employee.daysWorked} días`],
    ['Último salario básico', employee.salary ? formatPesos(employee.salary) : '—'],
  ];
  drawLabelGrid(doc, LAYOUT, pairs, 96);
}

/** A section's title in bold, then its table's header bar. */
function sectionTitle(doc: PDFKit.PDFDocument, title: string, columns: readonly TableColumn[]) {
  ensure(doc, 60);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(title, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.3);
  drawTableHeader(doc, LAYOUT, columns, TABLE_STYLE);
}

function drawBenefits(doc: PDFKit.PDFDocument, title: string, items: readonly BenefitComputation[]): void {
  if (items.length === 0) return;
  sectionTitle(doc, title, BENEFIT_COLUMNS);
  for (const item of items) {
    const conceptText = `${item.title}\n${item.legal}`;
    const formulaText = `${item.daysLabel}. Base: ${item.baseLabel}.\n${item.formula} = ${formatPesos(item.value)}`;
    doc.font('Helvetica').fontSize(8);
    const height = Math.max(
      doc.heightOfString(conceptText, { width: BENEFIT.concept - 8 }),
      doc.heightOfString(formulaText, { width: BENEFIT.formula - 8 }),
      11,
    );
    ensure(doc, height + 6);
    const y = doc.y;
    let x = MARGIN;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text(item.title, x + 4, y, { width: BENEFIT.concept - 8 });
    doc
      .font('Helvetica')
      .fontSize(7)
      .fillColor(GREY)
      .text(item.legal, { width: BENEFIT.concept - 8 });
    x += BENEFIT.concept;
    doc.font('Helvetica').fontSize(9).fillColor('black');
    doc.text(item.days, x + 4, y, { width: BENEFIT.days - 8, align: 'right' });
    x += BENEFIT.days;
    doc
      .fontSize(8)
      .fillColor(GREY)
      .text(`${item.daysLabel}. Base: ${item.baseLabel}.`, x + 4, y, {
        width: BENEFIT.formula - 8,
      });
    doc
      .fillColor('black')
      .text(`${item.formula} = ${formatPesos(item.value)}`, { width: BENEFIT.formula - 8 });
    x += BENEFIT.formula;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(formatPesos(item.value), x + 4, y, {
        width: BENEFIT.value - 8,
        align: 'right',
      });
    doc.y = y + height + 6;
    drawRowRule(doc, LAYOUT);
  }
  doc.moveDown(0.5);
}

function drawPaid(doc: PDFKit.PDFDocument, title: string, lines: readonly PaidLine[]): void {
  if (lines.length === 0) return;
  sectionTitle(doc, title, PAID_COLUMNS);
  const rows = lines.map((line) => [line.name, line.quantity, formatPesos(line.value)]);
  drawTableRows(doc, LAYOUT, PAID_COLUMNS, rows, TABLE_STYLE);
  doc.moveDown(0.5);
}

function drawTotals(doc: PDFKit.PDFDocument, content: FinalSettlementContent): void {
  ensure(doc, 100);
  const valueX = MARGIN + CONTENT - 206;
  for (const [label, value] of [
    ['Total devengado', content.totals.earnings],
    ['Total deducciones', content.totals.deductions],
  ] as const) {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor('black')
      .text(label, MARGIN + 4, y, { width: 300 });
    doc.text(formatPesos(value), valueX, y, { width: 200, align: 'right' });
    doc.y = y + 14;
  }
  drawNetPay(doc, LAYOUT, doc.y + 4, content.totals.netPay);
  doc.moveDown(1.2);
}

function drawSignatures(doc: PDFKit.PDFDocument, content: FinalSettlementContent): void {
  const { company, employee, signer } = content;
  ensure(doc, 150);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(
    `Recibí a satisfacción de ${company.name} la suma de ${formatPesos(content.totals.netPay)} ` +
      `(${pesosInWords(content.totals.netPay)}) por concepto de la liquidación de mi contrato de trabajo ` +
      `terminado el ${longDay(employee.endDate)}.`,
    MARGIN,
    doc.y,
    { width: CONTENT },
  );
  const half = CONTENT / 2;
  const y = drawSignatureImage(doc, signer?.image ?? null, MARGIN, doc.y + 12, [160, 44], {
    withImage: 48,
    without: 48,
  });
  for (const x of [MARGIN, MARGIN + half + 20]) drawSignatureLine(doc, x, y, half - 40);
  const style = { fontSize: 9, width: half - 40 };
  // Without a configured signature (Firma), the line is left for the legal representative to sign.
  drawSignerLines(doc, MARGIN, y, style, 'EL EMPLEADOR', [
    signer ? signer.name : 'Representante legal',
    signer?.job || null,
    `${company.name}${company.document ? ` · NIT ${company.document}` : ''}`,
  ]);
  drawSignerLines(doc, MARGIN + half + 20, y, style, 'EL TRABAJADOR — Recibí a satisfacción', [
    employee.name,
    employee.signatureId,
  ]);
}

import { RETROACTIVE_GROUP } from '@quincena/contracts/retroactive';
import {
  type DocumentCompany,
  drawCompanyHeader,
  drawLabelGrid,
  drawNetPay,
  drawSignatureImage,
  drawSignatureLine,
  drawSignerLines,
  drawTableHeader,
  drawTableRows,
  ensureRoom,
  formatDay,
  formatPesos,
  formatQuantity,
  GREY,
  issuedOnFooter,
  letterLayout,
  numberPages,
  openPdf,
  type TableColumn,
  type TableStyle,
} from '../../platform/pdf/index.ts';

export interface PayslipLine {
  name: string;
  units: string;
  unitKind: 'days' | 'hours' | 'percent' | 'none';
  value: string;
}

/** A line of the "Retroactivo" group: the difference of an accumulated period, or its withholding. */
export interface PayslipRetroactiveLine extends PayslipLine {
  kind: 'earning' | 'deduction';
  /** "primera quincena de enero de 2026"; null for the withholding on the retroactive payment. */
  period: string | null;
}

/** Everything a payslip shows, already read from the stored results (nothing is computed here). */
export interface PayslipContent {
  company: DocumentCompany;
  employee: {
    name: string;
    document: string;
    job: string | null;
    contractId: number;
    startDate: string;
    salary: string | null;
    costCenter: string | null;
    bankAccount: string | null;
  };
  period: { detail: string; start: string; end: string; paymentDate: string };
  earnings: PayslipLine[];
  deductions: PayslipLine[];
  /** Differences of accumulated periods paid in this one (issue 32); inside the totals already. */
  retroactive: PayslipRetroactiveLine[];
  /** Shown only when the company chose to (document settings); empty otherwise. */
  employerContributions: PayslipLine[];
  totals: { earnings: string; deductions: string; netPay: string };
  signer: { name: string; job: string | null; image: Buffer | null; footer: string } | null;
  issuedOn: string;
  /** When set, the PDF opens only with it (standard PDF encryption, AES-128). */
  password?: string | undefined;
  /** With `password`: the owner password, a server secret, so the no-edit flags really bind the reader. */
  ownerPassword?: string | undefined;
}

const LAYOUT = letterLayout(40);
const { margin: MARGIN, content: CONTENT } = LAYOUT;
/** Where the lines stop on a page: the foot keeps room for the page number. */
const BOTTOM = LAYOUT.height - MARGIN - 40;
const COLUMNS = { concept: 262, quantity: 70, earning: 100, deduction: 100 };
const TABLE: TableColumn[] = [
  { label: 'Concepto', width: COLUMNS.concept, align: 'left', inset: [6, 6] },
  { label: 'Cantidad', width: COLUMNS.quantity, align: 'right', inset: [0, 6] },
  { label: 'Devengado', width: COLUMNS.earning, align: 'right', inset: [0, 6] },
  { label: 'Deducido', width: COLUMNS.deduction, align: 'right', inset: [0, 6] },
];
const TABLE_STYLE: TableStyle = {
  headerHeight: 18,
  headerFontSize: 9,
  headerTextTop: 5,
  bottom: BOTTOM,
  rowRoom: 0,
  repeatHeader: true,
};

function quantity(line: PayslipLine): string {
  if (line.unitKind === 'none' || Number(line.units) === 0) return '';
  const amount = formatQuantity(line.units);
  if (line.unitKind === 'days') return `${amount} ${Number(line.units) === 1 ? 'día' : 'días'}`;
  if (line.unitKind === 'hours') return `${amount} h`;
  return `${amount} %`;
}

/** Renders the payslip on US Letter pages with page numbers; resolves with the PDF bytes. */
export function renderPayslipPdf(content: PayslipContent): Promise<Buffer> {
  const { doc, done } = openPdf({
    layout: LAYOUT,
    bufferPages: true,
    title: `Comprobante de nómina - ${content.period.detail}`,
    author: content.company.name,
    subject: content.employee.name,
    password: content.password,
    ownerPassword: content.ownerPassword,
  });

  const { company, period } = content;
  drawCompanyHeader(doc, LAYOUT, company, 'COMPROBANTE DE NÓMINA', period.detail, [
    `Periodo del ${formatDay(period.start)} al ${formatDay(period.end)} · Fecha de pago ${formatDay(period.paymentDate)}`,
  ]);
  drawEmployee(doc, content);
  drawLines(doc, content);
  drawTotals(doc, content);
  drawEmployerContributions(doc, content);
  drawSignature(doc, content);
  numberPages(doc, LAYOUT, issuedOnFooter(content.issuedOn));
  doc.end();
  return done;
}

function drawEmployee(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  const { employee } = content;
  const pairs: Array<[string, string]> = [
    ['Empleado', employee.name],
    ['Identificación', employee.document],
    ['Cargo', employee.job ?? '—'],
    ['Contrato', String(employee.contractId)],
    ['Fecha de ingreso', formatDay(employee.startDate)],
    ['Salario básico', employee.salary ? formatPesos(employee.salary) : '—'],
    ['Centro de costo', employee.costCenter ?? '—'],
    ['Cuenta de pago', employee.bankAccount ?? '—'],
  ];
  drawLabelGrid(doc, LAYOUT, pairs, 90);
}

/**
 * Earnings, then deductions, each value in its own column; then the "Retroactivo" group, each line
 * named with the period whose difference it pays. The header repeats on every page.
 */
function drawLines(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  drawTableHeader(doc, LAYOUT, TABLE, TABLE_STYLE);
  const rows = [
    ...content.earnings.map((line) => [line.name, quantity(line), formatPesos(line.value), null]),
    ...content.deductions.map((line) => [line.name, quantity(line), null, formatPesos(line.value)]),
  ];
  drawTableRows(doc, LAYOUT, TABLE, rows, TABLE_STYLE);
  if (content.retroactive.length === 0) return;
  ensureRoom(doc, LAYOUT, 30, BOTTOM);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text(RETROACTIVE_GROUP, MARGIN + 6, doc.y + 2, { width: CONTENT - 12 });
  doc.y += 3;
  const retroactive = content.retroactive.map((line) => {
    const name = line.period ? `${line.name} — ${line.period}` : line.name;
    const value = formatPesos(line.value);
    return line.kind === 'earning'
      ? [name, quantity(line), value, null]
      : [name, quantity(line), null, value];
  });
  drawTableRows(doc, LAYOUT, TABLE, retroactive, TABLE_STYLE);
}

function drawTotals(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  ensureRoom(doc, LAYOUT, 90, BOTTOM);
  const y = doc.y + 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('Totales', MARGIN + 6, y, { width: COLUMNS.concept - 12 });
  const earningX = MARGIN + COLUMNS.concept + COLUMNS.quantity;
  doc.text(formatPesos(content.totals.earnings), earningX, y, { width: COLUMNS.earning - 6, align: 'right' });
  doc.text(formatPesos(content.totals.deductions), earningX + COLUMNS.earning, y, {
    width: COLUMNS.deduction - 6,
    align: 'right',
  });
  drawNetPay(doc, LAYOUT, y + 22, content.totals.netPay);
  doc.moveDown(2);
}

function drawEmployerContributions(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  const lines = content.employerContributions;
  if (lines.length === 0) return;
  ensureRoom(doc, LAYOUT, 40, BOTTOM);
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('Aportes del empleador (a cargo de la empresa, no se descuentan del salario)', MARGIN, doc.y, {
    width: CONTENT,
  });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  let total = 0;
  for (const line of lines) {
    const height = Math.max(doc.heightOfString(line.name, { width: COLUMNS.concept - 12 }), 11);
    ensureRoom(doc, LAYOUT, height, BOTTOM);
    const y = doc.y;
    doc.text(line.name, MARGIN + 6, y, { width: COLUMNS.concept - 12 });
    doc.text(quantity(line), MARGIN + COLUMNS.concept, y, { width: COLUMNS.quantity - 6, align: 'right' });
    doc.text(formatPesos(line.value), MARGIN + COLUMNS.concept + COLUMNS.quantity, y, {
      width: COLUMNS.earning - 6,
      align: 'right',
    });
    total += Math.round(Number(line.value) * 100);
    doc.y = y + height + 3;
  }
  const y = doc.y;
  doc
    .font('Helvetica-Bold')
    .text('Total aportes del empleador', MARGIN + 6, y, { width: COLUMNS.concept - 12 });
  doc.text(formatPesos(total / 100), MARGIN + COLUMNS.concept + COLUMNS.quantity, y, {
    width: COLUMNS.earning - 6,
    align: 'right',
  });
  doc.y = y + 16;
  doc.x = MARGIN;
}

function drawSignature(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  const { signer } = content;
  if (!signer) return;
  ensureRoom(doc, LAYOUT, 110, LAYOUT.height - MARGIN - 30);
  const y = drawSignatureImage(doc, signer.image, MARGIN, doc.y + 10, [160, 50], {
    withImage: 54,
    without: 40,
  });
  drawSignatureLine(doc, MARGIN, y, 200);
  drawSignerLines(doc, MARGIN, y, { fontSize: 9, width: 260 }, signer.name, [signer.job || null]);
  if (signer.footer) {
    doc.moveDown(1);
    doc.fontSize(8).fillColor(GREY).text(signer.footer, MARGIN, doc.y, { width: CONTENT });
  }
}

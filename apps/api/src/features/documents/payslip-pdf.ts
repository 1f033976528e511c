import PDFDocument from 'pdfkit';
import { pesosInWords } from './amount-in-words.ts';
import { formatDay, formatPesos, formatQuantity, longDay } from './document-format.ts';
import { shareStandardFontMetrics } from './pdf-fonts.ts';

export interface PayslipLine {
  name: string;
  units: string;
  unitKind: 'days' | 'hours' | 'percent' | 'none';
  value: string;
}

/** Everything a payslip shows, already read from the stored results (nothing is computed here). */
export interface PayslipContent {
  company: {
    name: string;
    document: string;
    address: string | null;
    phone: string | null;
    logo: Buffer | null;
  };
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

const MARGIN = 40;
const PAGE = { width: 612, height: 792 }; // US Letter, the size Colombian offices print on.
const CONTENT = PAGE.width - 2 * MARGIN;
const COLUMNS = { concept: 262, quantity: 70, earning: 100, deduction: 100 };
const GREY = '#555555';
const LINE = '#bbbbbb';

/** PDFKit draws PNG and JPEG only; another logo format is left out rather than failing the document. */
export function drawableImage(bytes: Buffer | null): Buffer | null {
  if (!bytes || bytes.length < 8) return null;
  const png = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg ? bytes : null;
}

function quantity(line: PayslipLine): string {
  if (line.unitKind === 'none' || Number(line.units) === 0) return '';
  const amount = formatQuantity(line.units);
  if (line.unitKind === 'days') return `${amount} ${Number(line.units) === 1 ? 'día' : 'días'}`;
  if (line.unitKind === 'hours') return `${amount} h`;
  return `${amount} %`;
}

/** Renders the payslip on US Letter pages with page numbers; resolves with the PDF bytes. */
export function renderPayslipPdf(content: PayslipContent): Promise<Buffer> {
  shareStandardFontMetrics();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Comprobante de nómina - ${content.period.detail}`,
      Author: content.company.name,
      Subject: content.employee.name,
      Creator: 'Quincena',
    },
    ...(content.password
      ? {
          userPassword: content.password,
          ownerPassword: content.ownerPassword,
          pdfVersion: '1.7' as const,
          permissions: { printing: 'highResolution' as const, copying: true },
        }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, content);
  drawEmployee(doc, content);
  drawLines(doc, content);
  drawTotals(doc, content);
  drawEmployerContributions(doc, content);
  drawSignature(doc, content);
  numberPages(doc, content);
  doc.end();
  return done;
}

function drawHeader(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  const { period } = content;
  drawCompanyHeader(doc, content.company, 'COMPROBANTE DE NÓMINA', period.detail, [
    `Periodo del ${formatDay(period.start)} al ${formatDay(period.end)} · Fecha de pago ${formatDay(period.paymentDate)}`,
  ]);
}

/** The header every person's document shares: logo, the employer's name, NIT, address and phone, then the title. */
export function drawCompanyHeader(
  doc: PDFKit.PDFDocument,
  company: PayslipContent['company'],
  title: string,
  subtitle: string,
  notes: readonly string[],
): void {
  const logo = drawableImage(company.logo);
  const textX = logo ? MARGIN + 140 : MARGIN;
  if (logo) doc.image(logo, MARGIN, MARGIN, { fit: [120, 55] });
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
  doc.text(company.name, textX, MARGIN, { width: PAGE.width - MARGIN - textX });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  if (company.document) doc.text(`NIT ${company.document}`, { width: PAGE.width - MARGIN - textX });
  if (company.address) doc.text(company.address, { width: PAGE.width - MARGIN - textX });
  if (company.phone) doc.text(`Teléfono ${company.phone}`, { width: PAGE.width - MARGIN - textX });
  const y = Math.max(doc.y, MARGIN + 60) + 14;
  doc.fillColor('black').font('Helvetica-Bold').fontSize(14);
  doc.text(title, MARGIN, y, { width: CONTENT, align: 'center' });
  doc.font('Helvetica').fontSize(10);
  doc.text(subtitle, { width: CONTENT, align: 'center' });
  doc.fontSize(9).fillColor(GREY);
  for (const note of notes) doc.text(note, { width: CONTENT, align: 'center' });
  doc.fillColor('black');
  doc.moveDown(1);
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
  drawLabelGrid(doc, pairs, 90);
}

function tableHeader(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT, 18).fill('#eeeeee');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(9);
  let x = MARGIN + 6;
  doc.text('Concepto', x, y + 5, { width: COLUMNS.concept - 12 });
  x = MARGIN + COLUMNS.concept;
  doc.text('Cantidad', x, y + 5, { width: COLUMNS.quantity - 6, align: 'right' });
  x += COLUMNS.quantity;
  doc.text('Devengado', x, y + 5, { width: COLUMNS.earning - 6, align: 'right' });
  x += COLUMNS.earning;
  doc.text('Deducido', x, y + 5, { width: COLUMNS.deduction - 6, align: 'right' });
  doc.y = y + 22;
}

function drawLines(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  tableHeader(doc);
  const rows = [
    ...content.earnings.map((line) => ({ line, earning: true })),
    ...content.deductions.map((line) => ({ line, earning: false })),
  ];
  doc.font('Helvetica').fontSize(9);
  for (const { line, earning } of rows) {
    const height = Math.max(doc.heightOfString(line.name, { width: COLUMNS.concept - 12 }), 11);
    if (doc.y + height > PAGE.height - MARGIN - 40) {
      doc.addPage();
      tableHeader(doc);
      doc.font('Helvetica').fontSize(9);
    }
    const y = doc.y;
    doc.fillColor('black').text(line.name, MARGIN + 6, y, { width: COLUMNS.concept - 12 });
    let x = MARGIN + COLUMNS.concept;
    doc.text(quantity(line), x, y, { width: COLUMNS.quantity - 6, align: 'right' });
    x += COLUMNS.quantity;
    if (earning) doc.text(formatPesos(line.value), x, y, { width: COLUMNS.earning - 6, align: 'right' });
    x += COLUMNS.earning;
    if (!earning) doc.text(formatPesos(line.value), x, y, { width: COLUMNS.deduction - 6, align: 'right' });
    doc.y = y + height + 4;
    doc
      .lineWidth(0.3)
      .strokeColor(LINE)
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + CONTENT, doc.y - 2)
      .stroke();
  }
}

function drawTotals(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  if (doc.y + 90 > PAGE.height - MARGIN - 40) doc.addPage();
  const y = doc.y + 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('Totales', MARGIN + 6, y, { width: COLUMNS.concept - 12 });
  const earningX = MARGIN + COLUMNS.concept + COLUMNS.quantity;
  doc.text(formatPesos(content.totals.earnings), earningX, y, { width: COLUMNS.earning - 6, align: 'right' });
  doc.text(formatPesos(content.totals.deductions), earningX + COLUMNS.earning, y, {
    width: COLUMNS.deduction - 6,
    align: 'right',
  });
  const netY = y + 22;
  doc.rect(MARGIN, netY, CONTENT, 22).fill('#e8f0fb');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
  doc.text('NETO A PAGAR', MARGIN + 6, netY + 6, { width: 200 });
  doc.text(formatPesos(content.totals.netPay), MARGIN + CONTENT - 206, netY + 6, {
    width: 200,
    align: 'right',
  });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Son: ${pesosInWords(content.totals.netPay)}`, MARGIN, netY + 30, { width: CONTENT });
  doc.moveDown(2);
}

function drawEmployerContributions(doc: PDFKit.PDFDocument, content: PayslipContent): void {
  const lines = content.employerContributions;
  if (lines.length === 0) return;
  if (doc.y + 40 > PAGE.height - MARGIN - 40) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('Aportes del empleador (a cargo de la empresa, no se descuentan del salario)', MARGIN, doc.y, {
    width: CONTENT,
  });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  let total = 0;
  for (const line of lines) {
    const height = Math.max(doc.heightOfString(line.name, { width: COLUMNS.concept - 12 }), 11);
    if (doc.y + height > PAGE.height - MARGIN - 40) doc.addPage();
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
  if (doc.y + 110 > PAGE.height - MARGIN - 30) doc.addPage();
  const image = drawableImage(signer.image);
  let y = doc.y + 10;
  if (image) {
    doc.image(image, MARGIN, y, { fit: [160, 50] });
    y += 54;
  } else {
    y += 40;
  }
  doc
    .lineWidth(0.6)
    .strokeColor('black')
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 200, y)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('black')
    .text(signer.name, MARGIN, y + 4, { width: 260 });
  doc.font('Helvetica').fontSize(9);
  if (signer.job) doc.text(signer.job, { width: 260 });
  if (signer.footer) {
    doc.moveDown(1);
    doc.fontSize(8).fillColor(GREY).text(signer.footer, MARGIN, doc.y, { width: CONTENT });
  }
}

/** "Generado el … · Página n de m" at the foot of every page (the document must buffer its pages). */
/** Label/value pairs two to a row inside a ruled box (the parties of a payslip or a final settlement). */
export function drawLabelGrid(
  doc: PDFKit.PDFDocument,
  pairs: ReadonlyArray<readonly [string, string]>,
  labelWidth: number,
): void {
  const top = doc.y;
  const half = CONTENT / 2;
  let rowY = top + 6;
  for (let index = 0; index < pairs.length; index += 2) {
    let height = 0;
    for (const [column, pair] of [pairs[index], pairs[index + 1]].entries()) {
      if (!pair) continue;
      const x = MARGIN + 8 + column * half;
      doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(pair[0], x, rowY, { width: labelWidth });
      doc.font('Helvetica').fontSize(9).fillColor('black');
      doc.text(pair[1], x + labelWidth + 2, rowY, { width: half - labelWidth - 18 });
      height = Math.max(height, doc.heightOfString(pair[1], { width: half - labelWidth - 18 }));
    }
    rowY += Math.max(height, 11) + 4;
  }
  doc
    .lineWidth(0.5)
    .strokeColor(LINE)
    .rect(MARGIN, top, CONTENT, rowY - top + 2)
    .stroke();
  doc.y = rowY + 14;
  doc.x = MARGIN;
}

export function numberPages(doc: PDFKit.PDFDocument, content: { issuedOn: string }): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would open a new page: the footer line sits in the margin itself.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(
      `Generado el ${longDay(content.issuedOn)} · Página ${index + 1} de ${range.count}`,
      MARGIN,
      PAGE.height - MARGIN + 10,
      { width: CONTENT, align: 'center', lineBreak: false },
    );
  }
}

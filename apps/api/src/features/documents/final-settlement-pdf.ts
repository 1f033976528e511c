import PDFDocument from 'pdfkit';
import { pesosInWords } from './amount-in-words.ts';
import { formatDay, formatPesos, longDay } from './document-format.ts';
import type { BenefitComputation, FinalSettlementContent, PaidLine } from './final-settlement-content.ts';
import { drawableImage, drawCompanyHeader, drawLabelGrid, numberPages } from './payslip-pdf.ts';
import { shareStandardFontMetrics } from './pdf-fonts.ts';

const MARGIN = 40;
const PAGE = { width: 612, height: 792 }; // US Letter, as the payslip.
const CONTENT = PAGE.width - 2 * MARGIN;
const BOTTOM = PAGE.height - MARGIN - 30;
const GREY = '#555555';
const LINE = '#bbbbbb';
/** Benefit table: concept, days, base and formula, value. */
const BENEFIT = { concept: 150, days: 60, formula: 212, value: 110 };
/** Pay and deduction tables: concept, quantity, value. */
const PAID = { concept: 342, quantity: 80, value: 110 };

/**
 * Liquidación de contrato de trabajo (issue 27, decision 0313): the employer and the worker, the dates and
 * reason of the termination, each benefit with its days, base and formula, the indemnity when there is
 * one, the period's pay, the deductions, the net pay in figures and words, and the signatures — laid out
 * as Colombian final settlements are. Every amount is a stored line or total: nothing is computed here.
 */
export function renderFinalSettlementPdf(content: FinalSettlementContent): Promise<Buffer> {
  shareStandardFontMetrics();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Liquidación de contrato de trabajo - ${content.employee.name}`,
      Author: content.company.name,
      Subject: content.employee.name,
      Creator: 'Quincena',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const notes = [
    `Periodo liquidado del ${formatDay(content.period.start)} al ${formatDay(content.period.end)}`,
    ...(content.preview ? ['Vista previa: liquidación procesada, aún no acumulada'] : []),
  ];
  drawCompanyHeader(doc, content.company, 'LIQUIDACIÓN DE CONTRATO DE TRABAJO', content.detail, notes);
  drawParties(doc, content);
  drawBenefits(doc, 'Prestaciones sociales', content.benefits);
  if (content.indemnity) drawBenefits(doc, 'Indemnización (CST art. 64)', [content.indemnity]);
  drawPaid(doc, 'Salario y demás pagos del periodo', content.periodPay);
  drawPaid(doc, 'Deducciones', content.deductions);
  drawTotals(doc, content);
  drawSignatures(doc, content);
  numberPages(doc, content);
  doc.end();
  return done;
}

function ensure(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    doc.y = MARGIN;
  }
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
  drawLabelGrid(doc, pairs, 96);
}

function sectionTitle(
  doc: PDFKit.PDFDocument,
  title: string,
  headers: Array<[string, number, 'left' | 'right']>,
) {
  ensure(doc, 60);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(title, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.3);
  const y = doc.y;
  doc.rect(MARGIN, y, CONTENT, 16).fill('#eeeeee');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(8);
  let x = MARGIN;
  for (const [label, width, align] of headers) {
    doc.text(label, x + 4, y + 4, { width: width - 8, align });
    x += width;
  }
  doc.y = y + 20;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc
    .lineWidth(0.3)
    .strokeColor(LINE)
    .moveTo(MARGIN, doc.y - 2)
    .lineTo(MARGIN + CONTENT, doc.y - 2)
    .stroke();
}

function drawBenefits(doc: PDFKit.PDFDocument, title: string, items: readonly BenefitComputation[]): void {
  if (items.length === 0) return;
  sectionTitle(doc, title, [
    ['Concepto', BENEFIT.concept, 'left'],
    ['Días', BENEFIT.days, 'right'],
    ['Base y fórmula', BENEFIT.formula, 'left'],
    ['Valor', BENEFIT.value, 'right'],
  ]);
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
    rule(doc);
  }
  doc.moveDown(0.5);
}

function drawPaid(doc: PDFKit.PDFDocument, title: string, lines: readonly PaidLine[]): void {
  if (lines.length === 0) return;
  sectionTitle(doc, title, [
    ['Concepto', PAID.concept, 'left'],
    ['Cantidad', PAID.quantity, 'right'],
    ['Valor', PAID.value, 'right'],
  ]);
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const line of lines) {
    const height = Math.max(doc.heightOfString(line.name, { width: PAID.concept - 8 }), 11);
    ensure(doc, height + 4);
    const y = doc.y;
    doc.text(line.name, MARGIN + 4, y, { width: PAID.concept - 8 });
    doc.text(line.quantity, MARGIN + PAID.concept + 4, y, { width: PAID.quantity - 8, align: 'right' });
    doc.text(formatPesos(line.value), MARGIN + PAID.concept + PAID.quantity + 4, y, {
      width: PAID.value - 8,
      align: 'right',
    });
    doc.y = y + height + 4;
    rule(doc);
  }
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
  const netY = doc.y + 4;
  doc.rect(MARGIN, netY, CONTENT, 22).fill('#e8f0fb');
  doc.fillColor('black').font('Helvetica-Bold').fontSize(11);
  doc.text('NETO A PAGAR', MARGIN + 6, netY + 6, { width: 200 });
  doc.text(formatPesos(content.totals.netPay), valueX, netY + 6, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Son: ${pesosInWords(content.totals.netPay)}`, MARGIN, netY + 30, { width: CONTENT });
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
  const image = drawableImage(signer?.image ?? null);
  let y = doc.y + 12;
  if (image) doc.image(image, MARGIN, y, { fit: [160, 44] });
  y += 48;
  for (const x of [MARGIN, MARGIN + half + 20]) {
    doc
      .lineWidth(0.6)
      .strokeColor('black')
      .moveTo(x, y)
      .lineTo(x + half - 40, y)
      .stroke();
  }
  doc.font('Helvetica-Bold').fontSize(9).fillColor('black');
  doc.text('EL EMPLEADOR', MARGIN, y + 4, { width: half - 40 });
  // Without a configured signature (Firma), the line is left for the legal representative to sign.
  doc.font('Helvetica').text(signer ? signer.name : 'Representante legal', { width: half - 40 });
  if (signer?.job) doc.text(signer.job, { width: half - 40 });
  doc.text(`${company.name}${company.document ? ` · NIT ${company.document}` : ''}`, { width: half - 40 });
  doc.font('Helvetica-Bold').text('EL TRABAJADOR — Recibí a satisfacción', MARGIN + half + 20, y + 4, {
    width: half - 40,
  });
  doc.font('Helvetica').text(employee.name, { width: half - 40 });
  doc.text(employee.signatureId, { width: half - 40 });
}

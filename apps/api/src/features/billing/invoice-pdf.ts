import { MONTH_NAMES } from '@quincena/contracts';
import {
  drawLetterhead,
  drawSectionBand,
  drawTableHeader,
  drawTableRows,
  formatDay,
  formatDocumentNumber,
  formatPesos,
  GREY,
  HEADER_FILL,
  issuedOnFooter,
  letterLayout,
  numberPages,
  openPdf,
  pesosInWords,
  type TableColumn,
  TOTAL_FILL,
} from '../../platform/pdf/index.ts';
import type { InvoiceRow } from './billing.repository.ts';

const layout = letterLayout(40);
const { margin, content } = layout;

const COLUMNS: readonly TableColumn[] = [
  { label: 'Descripción', width: content - 250, align: 'left', inset: [4, 4] },
  { label: 'Cantidad', width: 70, align: 'right', inset: [4, 4] },
  { label: 'Valor unitario', width: 90, align: 'right', inset: [4, 4] },
  { label: 'Valor', width: 90, align: 'right', inset: [4, 6] },
];
const TABLE = {
  headerHeight: 16,
  headerFontSize: 9,
  headerTextTop: 4,
  bottom: layout.height - layout.margin - 40,
  rowRoom: 12,
  repeatHeader: true,
};
const BAND = { height: 16, fill: HEADER_FILL, fontSize: 9, textTop: 4 };

export const invoiceNumber = (invoice: Pick<InvoiceRow, 'prefix' | 'number'>) =>
  `${invoice.prefix}${invoice.number}`;

const partyNit = (party: InvoiceRow['buyer']) =>
  party.nit ? formatDocumentNumber(party.nit, party.checkDigit) : 'Sin NIT registrado';

/**
 * The invoice of a month's service (decision 0334): seller and buyer with NIT and check digit, the
 * base-fee and per-employee lines, subtotal, VAT, total in figures and in words, and the payment
 * reference (the invoice number). Drawn from the stored invoice only, so it reprints the same.
 */
export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const number = invoiceNumber(invoice);
  const period = `${MONTH_NAMES[invoice.month - 1]} de ${invoice.year}`;
  const { doc, done } = openPdf({
    layout,
    bufferPages: true,
    title: `Factura de venta ${number}`,
    author: invoice.seller.name,
    subject: `Servicio de nómina, ${period}`,
    creationDate: invoice.createdAt,
  });
  drawLetterhead(
    doc,
    layout,
    { name: invoice.seller.name, nit: partyNit(invoice.seller), address: invoice.seller.address, logo: null },
    { top: margin, logoFit: [1, 1], align: 'left' },
  );
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
  doc.text(`FACTURA DE VENTA N.º ${number}`, margin, margin, { width: content, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(`Fecha de expedición: ${formatDay(invoice.issueDate)}`, { width: content, align: 'right' });
  doc.text(`Fecha de vencimiento: ${formatDay(invoice.dueDate)}`, { width: content, align: 'right' });
  doc.text(`Periodo facturado: ${period}`, { width: content, align: 'right' });

  let y = margin + 80;
  drawSectionBand(doc, layout, y, 'Cliente', BAND);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.text(invoice.buyer.name, margin + 4, y + BAND.height + 6, { width: content - 8 });
  doc.text(`NIT ${partyNit(invoice.buyer)}`, { width: content - 8 });
  if (invoice.buyer.address) doc.text(`Dirección: ${invoice.buyer.address}`, { width: content - 8 });

  doc.y += 14;
  doc.x = margin;
  drawTableHeader(doc, layout, COLUMNS, TABLE);
  const employeesTotal = Number(invoice.employeePrice) * invoice.employees;
  const rows: (string | null)[][] = [];
  if (Number(invoice.baseFee) > 0) {
    rows.push([
      `Tarifa básica mensual del servicio de nómina (${period})`,
      '1',
      formatPesos(invoice.baseFee),
      formatPesos(invoice.baseFee),
    ]);
  }
  if (invoice.employees > 0 && Number(invoice.employeePrice) > 0) {
    rows.push([
      'Empleados liquidados en el mes (nómina acumulada)',
      String(invoice.employees),
      formatPesos(invoice.employeePrice),
      formatPesos(employeesTotal),
    ]);
  }
  drawTableRows(doc, layout, COLUMNS, rows, TABLE);

  y = doc.y + 10;
  const label = margin + content - 260;
  const figure = margin + content - 126;
  const line = (text: string, value: string, bold = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('black');
    doc.text(text, label, y, { width: 130 });
    doc.text(value, figure, y, { width: 120, align: 'right' });
    y += 16;
  };
  line('Subtotal', formatPesos(invoice.subtotal));
  line(`IVA ${Number(invoice.vatRate).toLocaleString('es-CO')} %`, formatPesos(invoice.vat));
  doc.rect(label - 6, y - 3, 266, 20).fill(TOTAL_FILL);
  line('TOTAL A PAGAR', formatPesos(invoice.total), true);
  y += 6;
  doc.font('Helvetica').fontSize(9).fillColor('black');
  doc.text(`Son: ${pesosInWords(String(invoice.total))}`, margin, y, { width: content });
  doc.moveDown(1);
  doc.font('Helvetica-Bold').text(`Referencia de pago: ${number}`, { width: content });
  doc.font('Helvetica').fillColor(GREY);
  doc.text(
    'Pague antes de la fecha de vencimiento indicando la referencia de pago. Moneda: pesos colombianos (COP).',
    { width: content },
  );
  if (invoice.status === 'ANU') {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(12).fillColor('#b00020');
    doc.text('FACTURA ANULADA CON NOTA CRÉDITO', { width: content, align: 'center' });
  }
  numberPages(doc, layout, issuedOnFooter(invoice.issueDate));
  doc.end();
  return done;
}

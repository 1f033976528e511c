import {
  CONTRACT_TYPES,
  DOCUMENT_TYPES,
  deductionLines,
  earningLines,
  type PayrollDocument,
  type Predecessor,
  type RepresentationLine,
  toBogota,
} from '@quincena/dian';
import {
  drawInlinePairs,
  drawQr,
  drawSectionBand,
  formatDay,
  formatPesos,
  letterLayout,
  openPdf,
} from '../../platform/pdf/index.ts';

/** What the graphic representation prints: the stored document as the DIAN received it. */
export interface NiePdfFacts {
  number: string;
  cune: string;
  issueDate: string;
  issueTime: string;
  /** Ambiente 1 producción, 2 pruebas. */
  environment: string;
  earnings: string;
  deductions: string;
  netPay: string;
  transferredAt: Date | null;
  /** Who accepted it: simulador, habilitacion, produccion (null: sent before this was recorded). */
  answeredBy: string | null;
  content: PayrollDocument;
  /** The QR text of Anexo §13.1 (lines "NumNIE: …" and the DIAN catalogue URL). */
  qrText: string;
}

/**
 * The acceptance line: only a document the DIAN itself accepted says so; one the built-in simulator
 * accepted (the default outside production) must not pass for a valid support document.
 */
export function acceptance(answeredBy: string | null, day: string): string {
  switch (answeredBy) {
    case 'produccion':
      return `Aceptado por la DIAN el ${day}`;
    case 'habilitacion':
      return `Aceptado por la DIAN en el ambiente de habilitación (pruebas) el ${day}`;
    case 'simulador':
      return `Aceptado por el simulador DIAN local el ${day}: sin validez ante la DIAN`;
    default:
      return `Transferido el ${day}`;
  }
}

const LAYOUT = letterLayout(36);
const { margin: MARGIN, content: WIDTH } = LAYOUT;
const SHADE = '#e6ecf2';

const TITLES: Record<PayrollDocument['kind'], string> = {
  individual: 'Documento soporte de pago de nómina electrónica',
  replace: 'Nota de ajuste del documento soporte de pago de nómina electrónica: reemplazar',
  delete: 'Nota de ajuste del documento soporte de pago de nómina electrónica: eliminar',
};

function partyName(
  name:
    | { kind: 'company'; businessName: string }
    | {
        kind: 'person';
        firstName: string;
        otherNames?: string;
        firstSurname: string;
        secondSurname?: string;
      },
): string {
  return name.kind === 'company'
    ? name.businessName
    : [name.firstName, name.otherNames, name.firstSurname, name.secondSurname].filter(Boolean).join(' ');
}

/**
 * Consultar PDF (spec 03 §2.15; Anexo Técnico §13): the graphic representation of a sent document on
 * one US Letter page: employer, worker, period, every line, the totals, the CUNE and its QR code.
 */
export function renderNiePdf(facts: NiePdfFacts): Promise<Buffer> {
  const { content } = facts;
  const { doc, done } = openPdf({
    layout: LAYOUT,
    title: `${TITLES[content.kind]} ${facts.number}`,
    author: partyName(content.employer.name),
    subject: `CUNE ${facts.cune}`,
  });

  let y = MARGIN;
  const section = (title: string) => {
    drawSectionBand(doc, LAYOUT, y, title, { height: 14, fill: SHADE, fontSize: 8.5, textTop: 3.5 });
    y += 18;
  };
  const pairs = (entries: [string, string][]) => {
    y = drawInlinePairs(doc, LAYOUT, y, entries);
  };
  /** The document an adjustment note replaces or deletes. */
  const predecessor = (title: string, p: Predecessor) => {
    section(title);
    pairs([
      ['Número', p.number],
      ['Fecha de generación', formatDay(p.issueDate)],
    ]);
    doc.font('Helvetica').fontSize(7.5).text(`CUNE: ${p.cune}`, MARGIN, y, { width: WIDTH });
    y = doc.y + 10;
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(TITLES[content.kind], MARGIN, y, { width: WIDTH - 110 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Número ${facts.number}`, MARGIN, doc.y + 2, { width: WIDTH - 110 });
  doc.text(`Generado el ${formatDay(facts.issueDate)} a las ${facts.issueTime}`, { width: WIDTH - 110 });
  doc.text(facts.environment === '1' ? 'Ambiente: producción' : 'Ambiente: pruebas (habilitación)', {
    width: WIDTH - 110,
  });
  drawQr(doc, facts.qrText, MARGIN + WIDTH - 100, MARGIN - 6, 100);
  y = Math.max(doc.y, MARGIN + 96) + 8;

  section('Empleador');
  pairs([
    ['Razón social', partyName(content.employer.name)],
    ['NIT', `${content.employer.nit}-${content.employer.dv}`],
    ['Dirección', content.employer.address],
    ['Municipio (DANE)', content.employer.municipalityCode],
  ]);

  if (content.kind === 'delete') {
    predecessor('Documento eliminado', content.predecessor);
  } else {
    const { worker, period, payment } = content;
    section('Trabajador');
    pairs([
      ['Documento', `${DOCUMENT_TYPES[worker.documentType]} ${worker.documentNumber}`],
      [
        'Nombre',
        [worker.firstName, worker.otherNames, worker.firstSurname, worker.secondSurname]
          .filter(Boolean)
          .join(' '),
      ],
      ['Tipo de contrato', CONTRACT_TYPES[worker.contractType]],
      ['Salario', formatPesos(String(worker.salary))],
      ['Fecha de ingreso', formatDay(period.hireDate)],
      ['Periodo liquidado', `${formatDay(period.start)} a ${formatDay(period.end)}`],
      ...(period.terminationDate
        ? ([['Fecha de retiro', formatDay(period.terminationDate)]] as [string, string][])
        : []),
      ['Fechas de pago', payment.dates.map(formatDay).join(', ')],
      ['Medio de pago', payment.bank ? `${payment.bank} ${payment.accountNumber ?? ''}`.trim() : 'Efectivo'],
    ]);
    if (content.kind === 'replace') {
      predecessor('Documento reemplazado', content.predecessor);
    }
    const table = (title: string, lines: RepresentationLine[], total: string) => {
      section(title);
      doc.fontSize(8.5);
      for (const line of lines) {
        doc.font('Helvetica').text(line.label, MARGIN + 4, y, { width: WIDTH * 0.55 });
        const next = doc.y;
        doc.text(line.quantity ?? '', MARGIN + WIDTH * 0.58, y, { width: WIDTH * 0.18, align: 'right' });
        doc.text(formatPesos(line.amount), MARGIN + WIDTH * 0.76, y, {
          width: WIDTH * 0.24 - 4,
          align: 'right',
        });
        y = Math.max(next, doc.y) + 2;
      }
      doc.font('Helvetica-Bold').text(`Total ${title.toLowerCase()}`, MARGIN + 4, y, { width: WIDTH * 0.55 });
      doc.text(formatPesos(total), MARGIN + WIDTH * 0.76, y, { width: WIDTH * 0.24 - 4, align: 'right' });
      y = doc.y + 8;
    };
    table('Devengados', earningLines(content.earnings), facts.earnings);
    table('Deducciones', deductionLines(content.deductions), facts.deductions);
    doc.save().rect(MARGIN, y, WIDTH, 18).fill(SHADE).restore();
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text('Total comprobante', MARGIN + 4, y + 4);
    doc.text(formatPesos(facts.netPay), MARGIN + WIDTH * 0.6, y + 4, {
      width: WIDTH * 0.4 - 4,
      align: 'right',
    });
    y += 28;
  }

  section('Validación DIAN');
  doc.font('Helvetica').fontSize(7.5).text(`CUNE: ${facts.cune}`, MARGIN, y, { width: WIDTH });
  if (facts.transferredAt)
    doc.text(acceptance(facts.answeredBy, formatDay(toBogota(facts.transferredAt).date)));
  doc.text(
    'Representación gráfica del documento soporte de pago de nómina electrónica (Resolución DIAN 000013 de 2021). Generado con Quincena.',
  );
  doc.end();
  return done;
}

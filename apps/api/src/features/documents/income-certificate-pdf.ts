import {
  drawFooterLine,
  drawSignatureLine,
  formatQuantity,
  GREY,
  letterLayout,
  openPdf,
} from '../../platform/pdf/index.ts';
import { boxLabel } from '../settlement/index.ts';

/** What one Formulario 220 prints: the stored CIR result of the worker and the withholder's data. */
export interface IncomeCertificateFacts {
  year: number;
  /** Box 4: the company's own number for the certificate (no DIAN rule for self-issued ones). */
  formNumber: string;
  withholder: {
    nit: string;
    checkDigit: string;
    /** Box 11 for a legal entity; null when the employer is a natural person (boxes 7 to 10). */
    legalName: string | null;
    firstSurname: string;
    secondSurname: string;
    firstName: string;
    otherNames: string;
    /** Boxes 33 to 35: where the withholding was made. */
    city: string;
    departmentCode: string;
    municipalityCode: string;
    /** "Nombre del pagador o agente retenedor". */
    payerName: string;
  };
  worker: {
    documentCode: string;
    documentNumber: string;
    firstSurname: string;
    secondSurname: string;
    firstName: string;
    otherNames: string;
  };
  periodFrom: string;
  periodTo: string;
  issuedOn: string;
  boxes: Record<string, number>;
  /** The UVT of the year, for the non-filer conditions of the certification. */
  uvt: number;
}

const LAYOUT = letterLayout(28);
const { margin: MARGIN, content: WIDTH } = LAYOUT;
const SHADE = '#e6ecf2';
const LINE = '#5a6b7b';

/** "2026-03-01" → "2026 03 01", as the form asks (AAAA MM DD). */
const formDay = (isoDay: string) => isoDay.slice(0, 10).replaceAll('-', ' ');
const figure = (value: number | undefined) => formatQuantity(value ?? 0);

class FormWriter {
  y = MARGIN;
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /** A grey bar with a section's title. */
  section(title: string, right?: string, height = 13): void {
    this.doc.save().rect(MARGIN, this.y, WIDTH, height).fillAndStroke(SHADE, LINE).restore();
    this.doc.font('Helvetica-Bold').fontSize(7.5).fillColor('black');
    this.doc.text(title, MARGIN + 4, this.y + 3.2, { width: WIDTH - 8, lineBreak: false });
    if (right) {
      this.doc.text(right, MARGIN + 4, this.y + 3.2, { width: WIDTH - 12, align: 'right', lineBreak: false });
    }
    this.y += height;
  }

  /** A row of labelled cells: the box number and caption above, the value below. */
  cells(cells: Array<{ box?: number; label: string; value?: string; width: number }>, height = 24): void {
    let x = MARGIN;
    for (const cell of cells) {
      this.doc.save().lineWidth(0.5).strokeColor(LINE).rect(x, this.y, cell.width, height).stroke().restore();
      const caption =
        cell.box === undefined ? cell.label : cell.label ? `${cell.box}. ${cell.label}` : String(cell.box);
      this.doc
        .font('Helvetica')
        .fontSize(5.8)
        .fillColor('#333333')
        .text(caption, x + 2.5, this.y + 2, { width: cell.width - 5, height: height - 13, ellipsis: true });
      if (cell.value) {
        this.doc
          .font('Helvetica-Bold')
          .fontSize(8.5)
          .fillColor('black')
          .text(cell.value, x + 3, this.y + height - 11, {
            width: cell.width - 6,
            height: 10,
            ellipsis: true,
          });
      }
      x += cell.width;
    }
    this.y += height;
  }

  /** A line of a concepts table: caption, box number and value, right aligned. */
  amount(box: number, label: string, value: string, { bold = false, height = 13.5 } = {}): void {
    const boxWidth = 26;
    const valueWidth = 120;
    const labelWidth = WIDTH - boxWidth - valueWidth;
    const doc = this.doc;
    doc.save().lineWidth(0.5).strokeColor(LINE);
    doc.rect(MARGIN, this.y, labelWidth, height).stroke();
    doc.rect(MARGIN + labelWidth, this.y, boxWidth, height).fillAndStroke(SHADE, LINE);
    doc.rect(MARGIN + labelWidth + boxWidth, this.y, valueWidth, height).stroke();
    doc.restore();
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7)
      .fillColor('black')
      .text(label, MARGIN + 4, this.y + 3.6, { width: labelWidth - 8, height: 9, ellipsis: true });
    doc
      .font('Helvetica-Bold')
      .fontSize(7)
      .text(String(box), MARGIN + labelWidth, this.y + 3.6, { width: boxWidth, align: 'center' });
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8)
      .text(value, MARGIN + labelWidth + boxWidth + 4, this.y + 3, {
        width: valueWidth - 10,
        align: 'right',
      });
    this.y += height;
  }

  gap(points: number): void {
    this.y += points;
  }
}

const INCOME_ROWS = [36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51];
const CONTRIBUTION_ROWS = [53, 54, 55, 56, 57, 58, 59];

const OTHER_INCOME = [
  'Arrendamientos',
  'Honorarios, comisiones y servicios',
  'Intereses y rendimientos financieros',
  'Enajenación de activos fijos',
  'Loterías, rifas, apuestas y similares',
  'Otros',
];

function footer(doc: PDFKit.PDFDocument, page: number, pages: number, year: number): void {
  drawFooterLine(doc, LAYOUT, `Formulario 220 · Año gravable ${year} · Página ${page} de ${pages}`, {
    fontSize: 7,
    below: 6,
  });
}

/**
 * Formulario 220 (Certificado de ingresos y retenciones por rentas de trabajo y de pensiones, Res.
 * DIAN 000022 de 2024) on two US Letter pages laid out like the DIAN's form: the withholder, the
 * worker, boxes 36 to 60 from the stored CIR result, and the worker's own part left blank for him.
 */
export function renderIncomeCertificatePdf(facts: IncomeCertificateFacts): Promise<Buffer> {
  const workerName = [facts.worker.firstName, facts.worker.otherNames, facts.worker.firstSurname]
    .concat(facts.worker.secondSurname)
    .filter(Boolean)
    .join(' ');
  // The form places every box itself: no bottom margin, so nothing it writes opens a page of its own.
  const { doc, done } = openPdf({
    layout: LAYOUT,
    bottomMargin: 0,
    title: `Certificado de ingresos y retenciones ${facts.year} - ${workerName}`,
    author: facts.withholder.payerName,
    subject: `Formulario 220, año gravable ${facts.year}`,
  });
  const form = new FormWriter(doc);
  const box = (number: number) => facts.boxes[String(number)] ?? 0;

  // Title block.
  doc.save().rect(MARGIN, MARGIN, WIDTH, 44).lineWidth(0.8).stroke(LINE).restore();
  doc
    .font('Helvetica-Bold')
    .fontSize(10.5)
    .fillColor('black')
    .text(
      'Certificado de Ingresos y Retenciones por Rentas de Trabajo y de Pensiones',
      MARGIN + 8,
      MARGIN + 8,
      {
        width: WIDTH - 90,
      },
    );
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .text(`Año gravable ${facts.year}`, MARGIN + 8, MARGIN + 26, { width: WIDTH - 90 });
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .text('220', MARGIN + WIDTH - 78, MARGIN + 9, { width: 70, align: 'right' });
  form.gap(44);
  form.cells([{ box: 4, label: 'Número de formulario', value: facts.formNumber, width: WIDTH }], 22);

  const w = facts.withholder;
  form.section('Retenedor');
  form.cells(
    [
      { box: 5, label: 'Número de Identificación Tributaria (NIT)', value: w.nit, width: 140 },
      { box: 6, label: 'DV.', value: w.checkDigit, width: 40 },
      { box: 7, label: 'Primer apellido', value: w.legalName ? '' : w.firstSurname, width: 94 },
      { box: 8, label: 'Segundo apellido', value: w.legalName ? '' : w.secondSurname, width: 94 },
      { box: 9, label: 'Primer nombre', value: w.legalName ? '' : w.firstName, width: 94 },
      { box: 10, label: 'Otros nombres', value: w.legalName ? '' : w.otherNames, width: 94 },
    ],
    26,
  );
  form.cells([{ box: 11, label: 'Razón social', value: w.legalName ?? '', width: WIDTH }]);

  const k = facts.worker;
  form.section('Trabajador');
  form.cells(
    [
      { box: 24, label: 'Tipo de documento', value: k.documentCode, width: 60 },
      { box: 25, label: 'Número de Identificación', value: k.documentNumber, width: 120 },
      { box: 26, label: 'Primer apellido', value: k.firstSurname, width: 94 },
      { box: 27, label: 'Segundo apellido', value: k.secondSurname, width: 94 },
      { box: 28, label: 'Primer nombre', value: k.firstName, width: 94 },
      { box: 29, label: 'Otros nombres', value: k.otherNames, width: 94 },
    ],
    28,
  );
  form.cells(
    [
      {
        box: 30,
        label: 'Período de la certificación DE: (AAAA MM DD)',
        value: formDay(facts.periodFrom),
        width: 100,
      },
      { box: 31, label: 'A: (AAAA MM DD)', value: formDay(facts.periodTo), width: 100 },
      { box: 32, label: 'Fecha de expedición (AAAA MM DD)', value: formDay(facts.issuedOn), width: 100 },
      { box: 33, label: 'Lugar donde se practicó la retención', value: w.city, width: 156 },
      { box: 34, label: 'Cód. Dpto.', value: w.departmentCode, width: 50 },
      { box: 35, label: 'Cód. Ciudad/Municipio', value: w.municipalityCode, width: 50 },
    ],
    28,
  );

  form.gap(4);
  form.section('Concepto de los ingresos', 'Valor');
  for (const number of INCOME_ROWS) form.amount(number, boxLabel(number), figure(box(number)));
  form.amount(52, boxLabel(52), figure(box(52)), { bold: true });
  form.gap(4);
  form.section('Concepto de los aportes', 'Valor');
  for (const number of CONTRIBUTION_ROWS) form.amount(number, boxLabel(number), figure(box(number)));
  form.amount(60, boxLabel(60), figure(box(60)), { bold: true });
  form.gap(4);
  form.cells([{ label: 'Nombre del pagador o agente retenedor', value: w.payerName, width: WIDTH }]);
  footer(doc, 1, 2, facts.year);

  // Page 2: what the worker fills in himself, the certification and his signature.
  doc.addPage({ size: 'LETTER', margins: { top: MARGIN, bottom: 0, left: MARGIN, right: MARGIN } });
  form.y = MARGIN;
  form.section('Datos a cargo del trabajador o pensionado');
  form.cells(
    [
      { label: 'Concepto de otros ingresos', width: WIDTH - 240 },
      { label: 'Valor recibido', width: 120 },
      { label: 'Valor retenido', width: 120 },
    ],
    13,
  );
  OTHER_INCOME.forEach((label, index) => {
    form.cells(
      [
        { label, width: WIDTH - 240 },
        { box: 61 + index, label: '', width: 120 },
        { box: 68 + index, label: '', width: 120 },
      ],
      16,
    );
  });
  form.cells(
    [
      { label: 'Totales', width: WIDTH - 240 },
      { box: 67, label: '', width: 120 },
      { box: 74, label: '', width: 120 },
    ],
    16,
  );
  form.cells(
    [
      { label: `Total retenciones año gravable ${facts.year} (Sume 60 + 74)`, width: WIDTH - 120 },
      { box: 75, label: '', width: 120 },
    ],
    16,
  );
  form.gap(4);
  form.cells(
    [
      { box: 76, label: 'Identificación de los bienes y derechos poseídos', width: WIDTH - 120 },
      { box: 77, label: 'Valor patrimonial', width: 120 },
    ],
    13,
  );
  for (let row = 0; row < 5; row += 1) {
    form.cells(
      [
        { label: '', width: WIDTH - 120 },
        { label: '', width: 120 },
      ],
      14,
    );
  }
  form.cells(
    [
      { label: `Deudas vigentes a 31 de diciembre de ${facts.year}`, width: WIDTH - 120 },
      { box: 78, label: '', width: 120 },
    ],
    16,
  );
  form.gap(4);
  form.section(
    'Identificación del dependiente económico de acuerdo al parágrafo 2 del artículo 387 del Estatuto Tributario',
  );
  form.cells([
    { box: 79, label: 'Tipo documento', width: 70 },
    { box: 80, label: 'No. Documento', width: 120 },
    { box: 81, label: 'Apellidos y nombres', width: WIDTH - 290 },
    { box: 82, label: 'Parentesco', width: 100 },
  ]);

  form.gap(10);
  const uvt = (units: number) => `${formatQuantity(units)} UVT ($ ${formatQuantity(units * facts.uvt)})`;
  const conditions = [
    `Mi patrimonio bruto no excedió de ${uvt(4_500)}.`,
    `Mis ingresos brutos fueron inferiores a ${uvt(1_400)}.`,
    'No fui responsable del impuesto sobre las ventas (IVA).',
    `Mis consumos mediante tarjeta de crédito no excedieron de ${uvt(1_400)}.`,
    `El total de mis compras y consumos no superó ${uvt(1_400)}.`,
    `El valor total de mis consignaciones bancarias, depósitos o inversiones financieras no excedió de ${uvt(1_400)}.`,
  ];
  doc
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('black')
    .text(`Certifico que durante el año gravable ${facts.year}:`, MARGIN, form.y, { width: WIDTH });
  doc.font('Helvetica').fontSize(7.8);
  conditions.forEach((condition, index) => {
    doc.text(`${index + 1}. ${condition}`, MARGIN + 8, doc.y + 2, { width: WIDTH - 8 });
  });
  doc.moveDown(0.6);
  doc.text(
    'Por lo tanto, manifiesto que no estoy obligado a presentar declaración de renta y complementario por ' +
      `el año gravable ${facts.year}. Firmado por quien cumple las condiciones anteriores, este certificado ` +
      'reemplaza la declaración (artículo 1.6.1.13.2.7 del Decreto 1625 de 2016).',
    MARGIN,
    doc.y,
    { width: WIDTH, align: 'justify' },
  );
  const signY = doc.y + 46;
  drawSignatureLine(doc, MARGIN, signY, 240);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Firma del trabajador o pensionado', MARGIN, signY + 4, { width: 240 });
  doc
    .fontSize(7)
    .fillColor(GREY)
    .text(
      'El agente retenedor puede expedir este certificado sin firma autógrafa (artículo 10 del Decreto 836 de 1991).',
      MARGIN,
      signY + 22,
      { width: WIDTH },
    );
  footer(doc, 2, 2, facts.year);
  doc.end();
  return done;
}

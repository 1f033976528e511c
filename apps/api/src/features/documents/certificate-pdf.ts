import PDFDocument from 'pdfkit';
import { drawQr } from '../../platform/pdf/qr.ts';
import { pesosInWords } from './amount-in-words.ts';
import type { CertificateFacts } from './certificate-facts.ts';
import { formatPesos, longDay } from './document-format.ts';
import { drawableImage } from './payslip-pdf.ts';
import { shareStandardFontMetrics } from './pdf-fonts.ts';

/** What the letter needs besides its stored facts: images and where it is checked. */
export interface CertificateArtwork {
  logo: Buffer | null;
  signature: Buffer | null;
  /** The public address the QR code leads to (/ValidateCertificate/{id}). */
  validationUrl: string;
  /** The id grouped for reading aloud or typing: XXXX-XXXX-XXXX-XXXX. */
  displayCode: string;
}

const MARGIN = 56;
const PAGE = { width: 612, height: 792 }; // US Letter.
const CONTENT = PAGE.width - 2 * MARGIN;
const GREY = '#555555';
const QR_SIZE = 84;

/** How Spanish names each contract type after "con contrato" (CST arts. 45 to 47). */
const CONTRACT_PHRASES: Record<string, string> = {
  '1': 'a término fijo',
  '2': 'a término indefinido',
  '3': 'por obra o labor',
  '4': 'de aprendizaje',
  '5': 'de prácticas o pasantías',
};

function contractPhrase(contract: CertificateFacts['contract']): string {
  const phrase = CONTRACT_PHRASES[contract.typeCode] ?? `de tipo ${contract.typeName.toLowerCase()}`;
  return contract.agreedEnd ? `${phrase} hasta el ${longDay(contract.agreedEnd)}` : phrase;
}

/** "identificado" or "identificada" is avoided: the letter uses the neutral "con documento". */
function employmentSentence(facts: CertificateFacts): string {
  const { employee, contract } = facts;
  const tenure = contract.endDate
    ? `laboró en esta empresa desde el ${longDay(contract.startDate)} hasta el ${longDay(contract.endDate)}`
    : `labora en esta empresa desde el ${longDay(contract.startDate)}`;
  const job = contract.job ? `, desempeñando el cargo de ${contract.job}` : '';
  return `${employee.name}, con ${employee.documentTypeName.toLowerCase()} número ${employee.documentNumber}, ${tenure}, con contrato ${contractPhrase(contract)}${job}.`;
}

function salarySentence(facts: CertificateFacts): string | null {
  const { salary, contract } = facts;
  if (!salary) return null;
  const kind = salary.integral ? 'salario integral mensual' : 'salario básico mensual';
  const verb = contract.endDate ? `Su último ${kind} fue de` : `Devenga un ${kind} de`;
  return `${verb} ${formatPesos(salary.amount)} (${pesosInWords(salary.amount)}).`;
}

function averageSentence(facts: CertificateFacts): string | null {
  const { average } = facts;
  if (!average) return null;
  const months = average.months === 1 ? 'el último mes' : `los últimos ${average.months} meses`;
  return `Además, en ${months} devengó en promedio ${formatPesos(average.amount)} (${pesosInWords(average.amount)}) mensuales por concepto de pagos variables.`;
}

/** Renders the labour certificate on one US Letter page; resolves with the PDF bytes. */
export function renderCertificatePdf(facts: CertificateFacts, artwork: CertificateArtwork): Promise<Buffer> {
  shareStandardFontMetrics();
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `Certificación laboral - ${facts.employee.name}`,
      Author: facts.company.name,
      Subject: `Código de verificación ${artwork.displayCode}`,
      Creator: 'Quincena',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const logo = drawableImage(artwork.logo);
  if (logo) doc.image(logo, MARGIN, MARGIN - 16, { fit: [140, 60] });
  const headX = logo ? MARGIN + 160 : MARGIN;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black');
  doc.text(facts.company.name, headX, MARGIN - 16, { width: PAGE.width - MARGIN - headX, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  doc.text(`NIT ${facts.company.document}`, { width: PAGE.width - MARGIN - headX, align: 'right' });

  doc.fillColor('black').font('Helvetica-Bold').fontSize(15);
  doc.text('CERTIFICACIÓN LABORAL', MARGIN, MARGIN + 70, { width: CONTENT, align: 'center' });
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(11).text(facts.addressedTo.toUpperCase(), { width: CONTENT });
  doc.moveDown(1.2);

  const body = { width: CONTENT, align: 'justify' as const, lineGap: 3 };
  doc.font('Helvetica').fontSize(11);
  doc.text(`${facts.company.name}, con NIT ${facts.company.document}, certifica que:`, body);
  doc.moveDown(0.8);
  doc.text(employmentSentence(facts), body);
  for (const sentence of [salarySentence(facts), averageSentence(facts)]) {
    if (!sentence) continue;
    doc.moveDown(0.8);
    doc.text(sentence, body);
  }
  doc.moveDown(0.8);
  doc.text(`La presente certificación se expide el ${longDay(facts.issuedOn)}.`, body);

  doc.moveDown(3);
  const signature = drawableImage(artwork.signature);
  let y = doc.y;
  if (signature) {
    doc.image(signature, MARGIN, y, { fit: [170, 55] });
    y += 58;
  } else {
    y += 40;
  }
  doc
    .lineWidth(0.6)
    .strokeColor('black')
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + 220, y)
    .stroke();
  // A named signer signs for the company; without one the company signs itself, named once.
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(facts.signer?.name ?? facts.company.name, MARGIN, y + 4, {
      width: 300,
    });
  doc.font('Helvetica').fontSize(10);
  if (facts.signer?.job) doc.text(facts.signer.job, { width: 300 });
  doc.text(facts.signer ? facts.company.name : `NIT ${facts.company.document}`, { width: 300 });

  // The foot of the page: the QR code and the code that lead to the public validation page.
  doc.page.margins.bottom = 0;
  const footY = PAGE.height - MARGIN - QR_SIZE + 10;
  drawQr(doc, artwork.validationUrl, MARGIN - 6, footY, QR_SIZE);
  const textX = MARGIN + QR_SIZE + 4;
  const textWidth = CONTENT - QR_SIZE - 4;
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(
    'Verifique la autenticidad de este certificado escaneando el código QR o en la dirección',
    textX,
    footY + 12,
    { width: textWidth },
  );
  doc.fillColor('black').text(artwork.validationUrl, { width: textWidth, link: artwork.validationUrl });
  doc.fillColor(GREY).text('Código de verificación: ', { width: textWidth, continued: true });
  doc.font('Helvetica-Bold').fillColor('black').text(artwork.displayCode);
  if (facts.signer?.footer) {
    doc.font('Helvetica').fontSize(7.5).fillColor(GREY).text(facts.signer.footer, { width: textWidth });
  }
  doc.end();
  return done;
}

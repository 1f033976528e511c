import {
  drawLetterhead,
  drawQr,
  drawSignatureImage,
  drawSignatureLine,
  drawSignerLines,
  formatPesos,
  GREY,
  letterLayout,
  longDay,
  openPdf,
  pesosInWords,
} from '../../platform/pdf/index.ts';
import type { CertificateFacts } from './certificate-facts.ts';

/** What the letter needs besides its stored facts: images and where it is checked. */
export interface CertificateArtwork {
  logo: Buffer | null;
  signature: Buffer | null;
  /** The public address the QR code leads to (/ValidateCertificate/{id}). */
  validationUrl: string;
  /** The id grouped for reading aloud or typing: XXXX-XXXX-XXXX-XXXX. */
  displayCode: string;
}

const LAYOUT = letterLayout(56);
const { margin: MARGIN, content: CONTENT } = LAYOUT;
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
  const { doc, done } = openPdf({
    layout: LAYOUT,
    title: `Certificación laboral - ${facts.employee.name}`,
    author: facts.company.name,
    subject: `Código de verificación ${artwork.displayCode}`,
  });

  // The employer on the right, above the top margin; a letter has no address line.
  drawLetterhead(
    doc,
    LAYOUT,
    { name: facts.company.name, nit: facts.company.document, logo: artwork.logo },
    { top: MARGIN - 16, logoFit: [140, 60], align: 'right' },
  );

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
  const y = drawSignatureImage(doc, artwork.signature, MARGIN, doc.y, [170, 55], {
    withImage: 58,
    without: 40,
  });
  drawSignatureLine(doc, MARGIN, y, 220);
  // A named signer signs for the company; without one the company signs itself, named once.
  drawSignerLines(doc, MARGIN, y, { fontSize: 10, width: 300 }, facts.signer?.name ?? facts.company.name, [
    facts.signer?.job || null,
    facts.signer ? facts.company.name : `NIT ${facts.company.document}`,
  ]);

  // The foot of the page: the QR code and the code that lead to the public validation page.
  doc.page.margins.bottom = 0;
  const footY = LAYOUT.height - MARGIN - QR_SIZE + 10;
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

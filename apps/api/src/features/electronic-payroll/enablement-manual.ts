import { renderTextPdf } from '../../platform/pdf/text-pdf.ts';

export const ENABLEMENT_MANUAL_PATH = '/api/electronic-payroll/enablement/manual';

/**
 * 'Instructivo habilitación DIAN' (spec 03 §2.16): how an employer becomes an electronic payroll issuer.
 * Steps follow Resolución DIAN 000013 de 2021 (arts. 8 and 9, habilitación) and its Anexo técnico v1.0 §8
 * (SoftwareID, PIN, set de pruebas), as summarised in packages/dian/README.md.
 */
export const ENABLEMENT_MANUAL_STEPS: readonly string[] = [
  'Este instructivo explica cómo habilitar a su empresa como emisor de la nómina electrónica ante la DIAN ' +
    '(Resolución DIAN 000013 de 2021). Necesita el usuario del representante legal en el portal de la DIAN y ' +
    'un certificado de firma digital (.p12 o .pfx) emitido por una entidad de certificación acreditada por la ONAC.',
  '1. Ingrese al Sistema de Facturación Electrónica de la DIAN, opción Habilitación, con el NIT de la empresa. ' +
    'La DIAN envía un token al correo registrado en el RUT.',
  '2. En Registro y Habilitación, elija Documentos Electrónicos, Nómina Electrónica y Nómina de Ajuste, con el ' +
    'rol de Emisor.',
  '3. Seleccione el modo de operación "Software propio" y registre el software: la DIAN asigna el identificador ' +
    'del software (SoftwareID) y usted define el PIN. Guárdelos de forma confidencial.',
  '4. Abra la opción Set de pruebas y copie el identificador del set de pruebas (TestSetId).',
  '5. En Quincena, en Proceso habilitación DIAN, responda "No" a "¿Está habilitado en la DIAN?" y escriba el ' +
    'Test Set ID, el identificador del software, el PIN, el certificado de firma digital y su contraseña. ' +
    'Quincena guarda estos datos cifrados y nunca los vuelve a mostrar.',
  '6. Quincena envía el set de pruebas a la DIAN en el ambiente de habilitación y muestra el estado del proceso. ' +
    'Si la DIAN lo rechaza, corrija los datos y guarde de nuevo.',
  '7. Cuando el portal de la DIAN muestre a la empresa como habilitada, responda "Sí" a "¿Está habilitado en la ' +
    'DIAN?". Si transmite por medio de un proveedor tecnológico, indíquelo y registre su usuario, su clave y la ' +
    'numeración disponible.',
];

let manual: Buffer | null = null;

/** The manual as a PDF, rendered once per process. */
export function enablementManualPdf(): Buffer {
  manual ??= renderTextPdf('Instructivo habilitación DIAN', ENABLEMENT_MANUAL_STEPS);
  return manual;
}

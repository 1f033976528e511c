import type { Database } from '../../db/client.ts';
import { upsertPageMessages, upsertVideos } from './help.repository.ts';

/**
 * Where the product's instruction videos are published. The rows are the source the screens
 * read; replacing an address in the table changes it for everyone without a release. The seed
 * never overwrites an address already stored (decision 0016).
 */
const VIDEO_BASE = 'https://ayuda.quincena.co/videos';

type Audience = 'ADMIN' | 'CLIENT' | 'BOTH';
const VIDEOS: ReadonlyArray<
  [detailId: string, screen: string, description: string, audience: Audience, isPublic?: boolean]
> = [
  ['LOGIN', '/Login', 'Cómo iniciar sesión y recuperar tu contraseña', 'BOTH', true],
  ['REGISTER', '/Register', 'Cómo crear tu cuenta en Quincena', 'BOTH', true],
  ['VERIFICATION', '/Verification', 'Cómo verificar tu cuenta de administrador', 'ADMIN'],
  ['HOME', '/Home', 'Recorrido por el inicio', 'ADMIN'],
  ['COMPANYINFO', '/CompanyInfo', 'Cómo registrar los datos de la empresa', 'ADMIN'],
  ['JOBS', '/Jobs', 'Cómo crear los cargos', 'ADMIN'],
  ['FIRMS', '/Firms', 'Cómo configurar las firmas de los certificados', 'ADMIN'],
  ['PAYROLL', '/Payroll', 'Cómo configurar la nómina', 'ADMIN'],
  ['CIR', '/CIR', 'Cómo configurar ingresos y retenciones', 'ADMIN'],
  ['FESTIVOS', '/Festivos', 'Cómo revisar los días festivos', 'ADMIN'],
  ['EMPLOYES', '/Employes', 'Cómo registrar empleados y contratos', 'ADMIN'],
  ['INITIALBALANCE', '/InitialBalance', 'Cómo registrar saldos iniciales', 'ADMIN'],
  ['NOVELTIES', '/NoveltiesOvertime', 'Cómo registrar novedades de nómina', 'ADMIN'],
  ['SETTLEMENT', '/Payroll', 'Cómo liquidar la nómina', 'ADMIN'],
  ['SOCIALSECURITY', '/SocialSecurity', 'Cómo liquidar la seguridad social', 'ADMIN'],
  ['ACCOUNTING', '/Accounting', 'Cómo generar la contabilidad de la nómina', 'ADMIN'],
  ['SEVERANCE', '/Severance', 'Cómo consignar las cesantías', 'ADMIN'],
  ['ELECTRONICPAYROLL', '/ElectronicPayroll', 'Cómo transmitir la nómina electrónica', 'ADMIN'],
  ['PROCESSDIAN', '/ProcessDIAN', 'Cómo habilitarte ante la DIAN', 'ADMIN'],
  ['PAYORDER', '/PayOrder', 'Cómo pagar tus facturas', 'ADMIN'],
  ['USERS', '/Users', 'Cómo crear usuarios de autogestión', 'ADMIN'],
  ['CERTIFICATE', '/Certificate', 'Cómo descargar certificados laborales', 'BOTH'],
  ['VOUCHER', '/Voucher', 'Cómo consultar comprobantes de nómina', 'BOTH'],
  ['CIRVOUCHER', '/CIRVoucher', 'Cómo descargar el certificado de ingresos y retenciones', 'BOTH'],
  ['PASSWORDMANAGEMENT', '/PasswordManagement', 'Cómo cambiar tu contraseña', 'BOTH'],
];

const PAGE_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  Login: [
    'Si olvidaste tu contraseña, usa «¿Olvidaste tu contraseña?» y te enviaremos un token a tu correo.',
  ],
  Register: ['Usa un correo al que tengas acceso: allí recibirás el código para verificar tu cuenta.'],
  Verification: [
    'Solicita el código y revisa tu correo (también la carpeta de spam). El código vence en 10 minutos.',
    'Si no llega, puedes solicitar uno nuevo después de 2 minutos.',
  ],
  // Not "Completa primero los datos de la empresa…": every company saw it, complete or not (the
  // deadlines card says what is missing when something is).
  Home: ['Aquí ves la última nómina acumulada, los vencimientos legales y lo que requiere tu atención.'],
  CompanyInfo: ['Los campos marcados con * son obligatorios. El RUT debe estar en PDF de máximo 1 MB.'],
  Jobs: ['Crea los cargos antes de registrar los contratos de tus empleados.'],
  Firms: ['La firma se imprime en los certificados laborales del contrato seleccionado.'],
  Payroll: [
    'Estos parámetros definen cómo se liquidan ausencias, vacaciones, auxilio de transporte y primas.',
  ],
  Employes: ['Registra primero la información personal y luego los datos del contrato.'],
  Users: ['Los usuarios de autogestión permiten a tus empleados descargar sus certificados y comprobantes.'],
  Certificate: ['Genera el certificado laboral y descárgalo o envíalo a tu correo.'],
  Voucher: ['Consulta tus comprobantes de nómina por año y mes.'],
  CIRVoucher: ['Consulta tu certificado de ingresos y retenciones por año.'],
  PasswordManagement: [
    'Una contraseña fuerte tiene al menos 8 caracteres, una mayúscula, un número y un carácter especial.',
  ],
};

/** Help content: idempotent, run at every start. */
export async function seedHelpContent(db: Database): Promise<void> {
  await upsertVideos(
    db,
    VIDEOS.map(([detailId, screen, description, audience, isPublic], position) => ({
      detailId,
      screen,
      description,
      url: `${VIDEO_BASE}/${detailId.toLowerCase()}`,
      audience,
      public: isPublic ?? false,
      position,
    })),
  );
  await upsertPageMessages(
    db,
    Object.entries(PAGE_MESSAGES).flatMap(([page, messages]) =>
      messages.map((message, position) => ({ page, position, message })),
    ),
  );
}

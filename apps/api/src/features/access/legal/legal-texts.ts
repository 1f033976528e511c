/**
 * The texts of the terms dialog (spec 01 §2.4, §3: PDF_TERMS, PDF_POLICIES and TXT paragraphs).
 * The personal-data policy follows Ley 1581 de 2012 (habeas data) and its regulation,
 * Decreto 1377 de 2013, compiled in the Decreto Único Reglamentario 1074 de 2015.
 */
export const TERMS_DIALOG_PARAGRAPHS: readonly string[] = [
  'Para crear tu cuenta en Quincena debes leer y aceptar los Términos y condiciones de uso y la Política de tratamiento de datos personales.',
  'Quincena trata los datos de tu empresa y de sus trabajadores únicamente para liquidar la nómina, preparar los aportes a seguridad social, la nómina electrónica y los documentos laborales que tú solicites.',
  'Como titular puedes conocer, actualizar, rectificar y suprimir tus datos, y revocar la autorización, en los términos de la Ley 1581 de 2012.',
  'Al aceptar declaras que cuentas con la autorización de los trabajadores cuyos datos registres en la plataforma.',
];

export const TERMS_TITLE = 'Quincena - Términos y condiciones de uso';

export const TERMS_PARAGRAPHS: readonly string[] = [
  '1. Objeto. Estos términos regulan el uso de Quincena, una aplicación web para liquidar la nómina y gestionar la información laboral de empresas colombianas.',
  '2. Cuenta. Cada cuenta es personal. Quien la crea responde por la confidencialidad de su contraseña y por las acciones realizadas con ella. La cuenta de administrador se activa cuando se verifica el correo electrónico con el código enviado.',
  '3. Uso permitido. La plataforma se usa para procesar la nómina de la empresa registrada y de sus trabajadores. No está permitido intentar acceder a información de otras empresas, alterar el servicio ni automatizar el acceso eludiendo la verificación humana.',
  '4. Información registrada. La empresa usuaria es responsable de la exactitud de los datos que registra (salarios, novedades, afiliaciones) y de revisar los resultados antes de pagarlos o reportarlos a las entidades.',
  '5. Documentos y reportes. Los comprobantes, certificados, archivos de aportes y la nómina electrónica se generan con la información registrada y las normas vigentes; su envío a terceros se hace por decisión de la empresa usuaria.',
  '6. Disponibilidad. Procuramos que el servicio esté disponible de forma continua; pueden existir interrupciones por mantenimiento, que se informarán cuando sea posible.',
  '7. Datos personales. El tratamiento de datos personales se rige por la Política de tratamiento de datos personales, que hace parte de estos términos.',
  '8. Cambios. Cualquier cambio de estos términos se informará en la aplicación; el uso posterior implica su aceptación.',
  '9. Ley aplicable. Estos términos se rigen por las leyes de la República de Colombia.',
];

export const POLICIES_TITLE = 'Quincena - Política de tratamiento de datos personales';

export const POLICIES_PARAGRAPHS: readonly string[] = [
  '1. Marco legal. Esta política se expide en cumplimiento de la Ley 1581 de 2012 y del Decreto 1377 de 2013, compilado en el Decreto 1074 de 2015.',
  '2. Datos tratados. Datos de identificación y contacto de los usuarios; datos laborales de los trabajadores (identificación, contrato, salario, afiliaciones a seguridad social, cuenta bancaria) registrados por la empresa usuaria.',
  '3. Finalidades. Liquidar la nómina y las prestaciones sociales; preparar los aportes a seguridad social y la nómina electrónica; emitir comprobantes y certificados laborales; enviar códigos de verificación y recuperación de contraseña; atender solicitudes de soporte.',
  '4. Derechos del titular. Conocer, actualizar y rectificar sus datos; solicitar prueba de la autorización; ser informado sobre el uso de sus datos; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización y solicitar la supresión cuando no exista un deber legal o contractual de conservarlos.',
  '5. Consultas y reclamos. Las consultas se atienden en un máximo de diez (10) días hábiles y los reclamos en un máximo de quince (15) días hábiles, según los artículos 14 y 15 de la Ley 1581 de 2012.',
  '6. Seguridad. Las contraseñas se guardan cifradas con una función de derivación resistente (argon2id); los códigos de un solo uso se guardan como huella criptográfica y vencen en minutos; cada empresa solo accede a su propia información.',
  '7. Vigencia. Esta política rige desde su publicación y mientras se presten los servicios.',
];

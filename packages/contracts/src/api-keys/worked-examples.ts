import type { TApiKeyArea } from './api-keys.ts';

/** One call of a worked example: the path as the OpenAPI document names it, with example values. */
export interface WorkedCall {
  method: 'GET' | 'POST';
  /** The document's path template (`/api/processes/{id}`), checked against it by a test. */
  path: string;
  /** The query string or filled-in path a client sends. */
  example: string;
  /** What the call does, in the words of the page. */
  note: string;
  body?: Record<string, unknown>;
  /** A creating POST carries an Idempotency-Key, so a retry after a lost answer creates nothing twice. */
  idempotent?: boolean;
}

export interface WorkedExample {
  area: TApiKeyArea;
  title: string;
  calls: WorkedCall[];
}

/**
 * /APIDocumentation's worked example per key area (issue 33): what an ERP, a time clock or an
 * accounting package does with a key of that area. A test checks that every call is in the
 * OpenAPI document and open to a key of its area, so the page cannot drift from the server.
 */
export const WORKED_EXAMPLES: readonly WorkedExample[] = [
  {
    area: 'employees',
    title: 'Traer los empleados a un sistema de recursos humanos',
    calls: [
      {
        method: 'GET',
        path: '/api/employees',
        example: '/api/employees?page=1&pageSize=100',
        note: 'Los contratos de la empresa, de a 100 por página (una clave admite hasta 100).',
      },
    ],
  },
  {
    area: 'novelties',
    title: 'Enviar las horas extra del mes desde un reloj de control',
    calls: [
      {
        method: 'GET',
        path: '/api/calendars',
        example: '/api/calendars?type=NM&state=OPEN',
        note: 'El período de nómina abierto: su id es el calendarId.',
      },
      {
        method: 'GET',
        path: '/api/novelties/contracts',
        example: '/api/novelties/contracts',
        note: 'Los contratos con su documento, para casar cada marcación con su contractId.',
      },
      {
        method: 'POST',
        path: '/api/novelties/overtime',
        example: '/api/novelties/overtime',
        note: 'Una novedad por persona, fecha y tipo de hora (HED, HEN, HRN, HRDDF, HRNDF, HEDDF, HENDF).',
        body: { calendarId: 412, contractId: 1187, conceptCode: 'HED', hours: 2.5, date: '2026-10-14' },
        idempotent: true,
      },
    ],
  },
  {
    area: 'settlement',
    title: 'Procesar la nómina del período y seguir su avance',
    calls: [
      {
        method: 'POST',
        path: '/api/processes',
        example: '/api/processes',
        note: 'Responde 202 con el proceso en PENDIENTE o EN PROCESO; corre como trabajo.',
        body: { calendarId: 412, action: 'PRO' },
        idempotent: true,
      },
      {
        method: 'GET',
        path: '/api/processes/{id}',
        example: '/api/processes/9051',
        note: 'Repita cada pocos segundos hasta TERMINADO o ERROR (o escuche el webhook proceso.finalizado).',
      },
    ],
  },
  {
    area: 'queries',
    title: 'Leer la nómina acumulada de un mes',
    calls: [
      {
        method: 'GET',
        path: '/api/queries/historic-payroll',
        example: '/api/queries/historic-payroll?year=2026&month=10&page=1&pageSize=100',
        note: 'Cada concepto liquidado por persona, con unidades y valor.',
      },
    ],
  },
  {
    area: 'documents',
    title: 'Descargar el comprobante de nómina de una persona',
    calls: [
      {
        method: 'GET',
        path: '/api/documents/payslips/{calendarId}/{contractId}/pdf',
        example: '/api/documents/payslips/412/1187/pdf',
        note: 'El PDF del período acumulado (Content-Type: application/pdf).',
      },
    ],
  },
  {
    area: 'accounting',
    title: 'Traer los asientos contables de un período acumulado',
    calls: [
      {
        method: 'GET',
        path: '/api/queries/accounting',
        example: '/api/queries/accounting?year=2026&month=10&page=1&pageSize=100',
        note: 'Cuenta, naturaleza (D o C), tercero, centro de costo, débito y crédito de cada movimiento.',
      },
    ],
  },
  {
    area: 'electronicPayroll',
    title: 'Revisar la respuesta de la DIAN a la nómina electrónica del mes',
    calls: [
      {
        method: 'GET',
        path: '/api/electronic-payroll/documents',
        example: '/api/electronic-payroll/documents?year=2026&month=10',
        note: 'Cada documento con su CUNE y su estado ante la DIAN.',
      },
    ],
  },
];

import { z } from 'zod';

/** /TI (spec 03 §2.19): what an operator of this installation can do (decision 0296). */
export const INSTANCE_ACTIONS = [
  {
    code: 'PROCESS_STATUS',
    name: 'Estado de los procesos',
    description: 'Cuenta los procesos de liquidación pendientes, en proceso, terminados y con error',
  },
  {
    code: 'RECOVER_STUCK',
    name: 'Recuperar procesos detenidos',
    description: 'Termina con ERROR los procesos sin avance hace más de dos minutos, para volver a procesar',
  },
  {
    code: 'REAPPLY_REFERENCE',
    name: 'Reaplicar listas de referencia',
    description: 'Vuelve a escribir las listas oficiales (EPS, AFP, CIIU, …) que cambiaron en esta versión',
  },
  {
    code: 'RELOAD_LEGAL_VALUES',
    name: 'Cargar valores legales del año',
    description: 'Lee de nuevo los archivos DATA_DIR/legal-values/<año>.json (salario mínimo, auxilio, UVT)',
  },
] as const;
export type TInstanceAction = (typeof INSTANCE_ACTIONS)[number]['code'];

export const INSTANCE_MESSAGES = {
  instanceEmpty: 'Seleccione la instancia',
  actionEmpty: 'Seleccione la acción',
  instanceUnknown: 'La instancia no existe',
} as const;

export const ZInstanceOption = z.object({ code: z.string(), name: z.string(), description: z.string() });

export const ZInstanceOptions = z.object({
  instances: z.array(ZInstanceOption),
  actions: z.array(ZInstanceOption),
});
export type TInstanceOptions = z.infer<typeof ZInstanceOptions>;

export const ZInstanceActionRequest = z.object({
  instance: z.string(INSTANCE_MESSAGES.instanceEmpty).trim().min(1, INSTANCE_MESSAGES.instanceEmpty).max(40),
  action: z.enum(
    INSTANCE_ACTIONS.map((action) => action.code) as [TInstanceAction, ...TInstanceAction[]],
    INSTANCE_MESSAGES.actionEmpty,
  ),
});
export type TInstanceActionRequest = z.infer<typeof ZInstanceActionRequest>;

/** 'success' shows as Éxito, 'warn' as the spec's WARNING. */
export const ZInstanceActionResult = z.object({
  severity: z.enum(['success', 'warn']),
  message: z.string(),
});
export type TInstanceActionResult = z.infer<typeof ZInstanceActionResult>;

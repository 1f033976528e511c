import { ERROR_CODES } from '@quincena/contracts';
import {
  INSTANCE_ACTIONS,
  INSTANCE_MESSAGES as M,
  type TInstanceActionRequest,
  type TInstanceActionResult,
  type TInstanceOptions,
} from '@quincena/contracts/instance-admin';
import { and, count, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { loadLegalValues } from '../../config/legal-values.ts';
import type { Database } from '../../db/client.ts';
import { settlementProcesses } from '../../db/schema/index.ts';
import { recordLegalValueVersions } from '../../pay-period/legal-value-versions.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { seedReferenceData } from '../reference/index.ts';

/** This deployment is the one instance an operator administers here (decision 0296). */
export const LOCAL_INSTANCE = 'LOCAL';

export interface InstanceAdminDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  dataDir: string;
  publicUrl: string;
  databaseKind: 'pglite' | 'postgres';
  queueKind: 'in-process' | 'pg-boss';
  /** How long a running process may stay silent before it counts as stuck. */
  staleAfterMs: number;
  /** The settlement runner's recovery (ends stuck processes as ERROR, deletes their partial rows). */
  recoverStuck: (staleAfterMs: number) => Promise<number>;
}

/** "2027", "2027 y 2028", "2027, 2028 y 2029". */
const yearList = (years: readonly number[]) =>
  years.length < 2 ? years.join('') : `${years.slice(0, -1).join(', ')} y ${years.at(-1)}`;

const success = (message: string): TInstanceActionResult => ({ severity: 'success', message });
const warn = (message: string): TInstanceActionResult => ({ severity: 'warn', message });

/**
 * /TI (spec 03 §2.19): operator actions on this installation, each logged with the user who ran it
 * and its result. Every action is safe to repeat.
 */
export function createInstanceAdminService(deps: InstanceAdminDeps) {
  const actions: Record<TInstanceActionRequest['action'], () => Promise<TInstanceActionResult>> = {
    async PROCESS_STATUS() {
      const rows = await deps.db
        .select({ status: settlementProcesses.status, n: count() })
        .from(settlementProcesses)
        .groupBy(settlementProcesses.status);
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
      const staleBefore = new Date(deps.clock.now().getTime() - deps.staleAfterMs);
      const [stuck] = await deps.db
        .select({ n: count() })
        .from(settlementProcesses)
        .where(
          and(
            eq(settlementProcesses.status, 'EN PROCESO'),
            or(
              lt(settlementProcesses.heartbeatAt, staleBefore),
              sql`${settlementProcesses.heartbeatAt} is null`,
            ),
          ),
        );
      const queue = deps.queueKind === 'pg-boss' ? 'pg-boss en PostgreSQL' : 'en el mismo servidor';
      const text =
        `Cola de procesos (${queue}): ${of('PENDIENTE')} pendientes, ${of('EN PROCESO')} en proceso, ` +
        `${of('TERMINADO')} terminados y ${of('ERROR')} con error.`;
      const stuckCount = Number(stuck?.n ?? 0);
      return stuckCount > 0
        ? warn(
            `${text} ${stuckCount} sin avance hace más de dos minutos: use "Recuperar procesos detenidos".`,
          )
        : success(text);
    },

    async RECOVER_STUCK() {
      const ended = await deps.recoverStuck(deps.staleAfterMs);
      return ended === 0
        ? warn('No hay procesos detenidos.')
        : success(
            `${ended} ${ended === 1 ? 'proceso detenido terminó' : 'procesos detenidos terminaron'} con ERROR; el calendario quedó como estaba y puede volver a procesarse.`,
          );
    },

    async REAPPLY_REFERENCE() {
      const written = await seedReferenceData(deps.db);
      return written.length === 0
        ? warn('Las listas de referencia ya estaban al día.')
        : success(`Listas de referencia actualizadas: ${written.join(', ')}.`);
    },

    async RELOAD_LEGAL_VALUES() {
      try {
        const files = loadLegalValues(deps.dataDir);
        if (files.length === 0) return warn('No hay archivos de valores legales en DATA_DIR/legal-values.');
        // Remember the new values; a year that changed is shown to each company that settled it before.
        const changed = await recordLegalValueVersions(deps.db, deps.clock.now());
        const notice =
          changed.length === 0
            ? ''
            : ` Cambiaron los valores de ${yearList(changed)}: cada empresa con períodos acumulados de ese año verá el aviso para liquidar las diferencias.`;
        return success(`Valores legales cargados: ${files.join(', ')}.${notice}`);
      } catch (error) {
        return warn(error instanceof Error ? error.message : 'El archivo de valores legales no es válido.');
      }
    },
  };

  return {
    options(): TInstanceOptions {
      const database = deps.databaseKind === 'postgres' ? 'PostgreSQL' : 'base de datos integrada';
      return {
        instances: [
          { code: LOCAL_INSTANCE, name: 'Esta instalación', description: `${deps.publicUrl} · ${database}` },
        ],
        actions: INSTANCE_ACTIONS.map((action) => ({ ...action })),
      };
    },

    async run(caller: { userId: number; email: string }, request: TInstanceActionRequest) {
      if (request.instance !== LOCAL_INSTANCE) {
        throw new AppError(400, ERROR_CODES.validation, M.instanceUnknown, { instance: M.instanceUnknown });
      }
      const result = await actions[request.action]();
      // The operator's trail: who ran what, and what it answered.
      deps.log.info(
        {
          userId: caller.userId,
          action: request.action,
          instance: request.instance,
          severity: result.severity,
          result: result.message,
        },
        'instance administration action',
      );
      return result;
    },
  };
}

export type InstanceAdminService = ReturnType<typeof createInstanceAdminService>;

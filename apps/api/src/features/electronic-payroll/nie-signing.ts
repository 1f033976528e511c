import { DIAN_ANSWERS } from '@quincena/contracts/electronic-payroll';
import {
  type Environment,
  loadPkcs12,
  type SigningCredentials,
  type SoftwareCredentials,
} from '@quincena/dian';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { EnablementService } from './enablement.service.ts';
import { employerOf, FrameError } from './nie-frame.ts';

/** Where documents go: the local simulator (the default), the DIAN's habilitación service, or production. */
export type DianTargetName = 'simulador' | 'habilitacion' | 'produccion';

/** What signing a company's documents needs: its software, its certificate and the Ambiente they are for. */
export interface NieSigning {
  software: SoftwareCredentials;
  credentials: SigningCredentials;
  environment: Environment;
}

export const NIE_SIGNING_MESSAGES = {
  notConfigured:
    'Configure la habilitación DIAN (identificador del software, PIN y certificado de firma) antes de procesar la nómina electrónica',
  providerNotSupported:
    'La empresa indicó que transmite con un proveedor tecnológico: la nómina electrónica se envía desde el software del proveedor',
  notEnabled:
    'La empresa no está habilitada en la DIAN: envíe el set de pruebas en Habilitación DIAN antes de transmitir a producción',
} as const;

/**
 * The company's signing material from its enablement (Res. DIAN 000013 de 2021, Anexo §8.2): own
 * software (SoftwareID and PIN) and its PKCS#12. The ProveedorXML is the company itself, since it
 * transmits with its own software. Production (Ambiente 1) is refused until the company is enabled:
 * the DIAN answers rule 92 to an emitter that is not.
 */
export function createNieSigning(deps: {
  db: Database;
  enablement: EnablementService;
  target: DianTargetName;
}) {
  const { db, enablement, target } = deps;
  return {
    /** The signing material, or a Spanish reason it cannot be had. */
    /** `executor`: the caller's transaction, when it holds one (the embedded database has one connection). */
    async load(
      companyId: number,
      executor: Database = db,
      purpose: 'documents' | 'test-set' = 'documents',
    ): Promise<NieSigning | string> {
      const state = await enablement.get(companyId, executor);
      if (!state.exists) return NIE_SIGNING_MESSAGES.notConfigured;
      if (state.enabledAnswer === DIAN_ANSWERS.enabled && state.providerAnswer === DIAN_ANSWERS.usesProvider)
        return NIE_SIGNING_MESSAGES.providerNotSupported;
      const enabled = state.status === 'ENABLED' || state.enabledAnswer === DIAN_ANSWERS.enabled;
      // The test set is what enables the company: it always goes to the habilitación service.
      if (purpose === 'documents' && target === 'produccion' && !enabled)
        return NIE_SIGNING_MESSAGES.notEnabled;
      const secrets = await enablement.secretsOf(companyId, executor);
      if (!secrets?.softwareId || !secrets.pin || !secrets.certificate || !secrets.certificatePassword)
        return NIE_SIGNING_MESSAGES.notConfigured;
      const [company] = await executor.select().from(companies).where(eq(companies.id, companyId));
      if (!company) return NIE_SIGNING_MESSAGES.notConfigured;
      let credentials: SigningCredentials;
      try {
        credentials = loadPkcs12(secrets.certificate, secrets.certificatePassword);
      } catch (error) {
        return (error as Error).message;
      }
      try {
        const employer = employerOf(company);
        return {
          software: {
            providerName: employer.name,
            providerNit: employer.nit,
            providerDv: employer.dv,
            softwareId: secrets.softwareId,
            pin: secrets.pin,
          },
          credentials,
          environment: purpose === 'documents' && target === 'produccion' ? 1 : 2,
        };
      } catch (error) {
        if (error instanceof FrameError) return `Datos empresa: ${error.message}`;
        throw error;
      }
    },
  };
}

export type NieSigningLoader = ReturnType<typeof createNieSigning>;

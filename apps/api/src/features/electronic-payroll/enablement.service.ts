import { X509Certificate } from 'node:crypto';
import { ERROR_CODES } from '@quincena/contracts';
import {
  ENABLEMENT_MESSAGES,
  ENABLEMENT_STATUSES,
  enablementEditable,
  enablementVisibility,
  type TEnablement,
  type TEnablementRequest,
  type TEnablementSaveResponse,
  type TEnablementStatus,
  ZEnablementRequest,
} from '@quincena/contracts/electronic-payroll';
import {
  certificateChainIssue,
  checkSigningCertificate,
  loadPkcs12,
  type SigningCredentials,
} from '@quincena/dian';
import type { Database } from '../../db/client.ts';
import { dianEnablements } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, conflict } from '../../platform/errors/app-error.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { checkUpload } from '../../platform/uploads/file-content.ts';
import {
  type EnablementRow,
  type EnablementValues,
  findEnablement,
  insertEnablement,
  updateEnablement,
} from './enablement.repository.ts';

export interface EnablementDeps {
  db: Database;
  storage: Storage;
  clock: Clock;
  secrets: SecretBox;
}

type SecretField = 'testSetId' | 'softwareId' | 'pin' | 'certificatePassword' | 'providerPassword';
const COLUMN: Record<SecretField, keyof EnablementRow> = {
  testSetId: 'testSetIdEnc',
  softwareId: 'softwareIdEnc',
  pin: 'pinEnc',
  certificatePassword: 'certificatePasswordEnc',
  providerPassword: 'providerPasswordEnc',
};

const context = (companyId: number, field: SecretField) => `company:${companyId}:dian:${field}`;

const EMPTY: TEnablement = {
  exists: false,
  enabledAnswer: null,
  providerAnswer: null,
  status: null,
  statusText: null,
  testSetIdHint: null,
  softwareIdHint: null,
  pinStored: false,
  certificateFileName: null,
  certificatePasswordStored: false,
  providerUser: null,
  providerPasswordStored: false,
  numberingStart: null,
  numberingEnd: null,
};

/**
 * Opens the company's PKCS#12 with its password: refused (400) when it does not open; otherwise what
 * the DIAN would object to about it (an incomplete chain, DC25; validity, ZD02; key usage, ZD07) as a
 * warning the screen shows after saving.
 */
function certificateWarning(bytes: Uint8Array, password: string): string | null {
  let credentials: SigningCredentials;
  try {
    credentials = loadPkcs12(bytes, password);
  } catch (error) {
    const message = (error as Error).message;
    throw new AppError(400, ERROR_CODES.validation, message, { certificatePassword: message });
  }
  const issues = [
    ...checkSigningCertificate(credentials, new Date()),
    certificateChainIssue(credentials),
  ].filter((issue) => issue !== null);
  return issues.length > 0 ? issues.map((issue) => issue.message).join(' ') : null;
}

/** Proceso habilitación DIAN (spec 03 §2.16, §4): the configuration, its rules and its sealed secrets. */
export function createEnablementService(deps: EnablementDeps) {
  const { db, storage, clock, secrets } = deps;
  // The simulator's registered certificates, by company: the saved version and its fingerprint.
  const openedCertificates = new Map<number, { version: string; fingerprint: string | null }>();

  const hint = (row: EnablementRow, field: SecretField) => {
    const sealed = row[COLUMN[field]] as string | null;
    return sealed ? `••••${secrets.open(sealed, context(row.companyId, field)).slice(-4)}` : null;
  };

  function toEnablement(row: EnablementRow | undefined): TEnablement {
    if (!row) return EMPTY;
    const status = (row.status as TEnablementStatus | null) ?? null;
    return {
      exists: true,
      enabledAnswer: row.enabledAnswer as TEnablement['enabledAnswer'],
      providerAnswer: row.providerAnswer as TEnablement['providerAnswer'],
      status,
      statusText: status ? (row.statusText ?? ENABLEMENT_STATUSES[status]) : null,
      testSetIdHint: hint(row, 'testSetId'),
      softwareIdHint: hint(row, 'softwareId'),
      pinStored: row.pinEnc !== null,
      certificateFileName: row.certificateKey ? row.certificateFileName : null,
      certificatePasswordStored: row.certificatePasswordEnc !== null,
      providerUser: row.providerUser,
      providerPasswordStored: row.providerPasswordEnc !== null,
      numberingStart: row.numberingStart,
      numberingEnd: row.numberingEnd,
    };
  }

  return {
    async get(companyId: number, executor: Database = db): Promise<TEnablement> {
      return toEnablement(await findEnablement(executor, companyId));
    },

    /**
     * Creates or updates the configuration. A secret left empty keeps the stored one; the values of parts
     * the answers hide are cleared, so nothing stale is kept. Refused once the process is under way.
     */
    async save(companyId: number, input: TEnablementRequest): Promise<TEnablementSaveResponse> {
      const body = ZEnablementRequest.parse(input);
      const current = await findEnablement(db, companyId);
      const status = (current?.status as TEnablementStatus | null) ?? null;
      if (current && !enablementEditable(status))
        throw conflict(ERROR_CODES.conflict, ENABLEMENT_MESSAGES.locked);
      const view = enablementVisibility({
        enabledAnswer: body.enabledAnswer,
        providerAnswer: body.providerAnswer ?? null,
        status,
      });
      const missing: Record<string, string> = {};
      const need = (field: string, present: boolean, message: string) => {
        if (!present) missing[field] = message;
      };
      const stored = (field: SecretField) => Boolean(current?.[COLUMN[field]]);

      if (view.providerQuestion)
        need('providerAnswer', Boolean(body.providerAnswer), ENABLEMENT_MESSAGES.providerAnswer);
      if (view.testSet) {
        need('testSetId', Boolean(body.testSetId) || stored('testSetId'), ENABLEMENT_MESSAGES.testSetId);
        need('softwareId', Boolean(body.softwareId) || stored('softwareId'), ENABLEMENT_MESSAGES.softwareId);
        need('pin', Boolean(body.pin) || stored('pin'), ENABLEMENT_MESSAGES.pin);
        need(
          'certificate',
          Boolean(body.certificate) || Boolean(current?.certificateKey),
          ENABLEMENT_MESSAGES.certificate,
        );
        need(
          'certificatePassword',
          Boolean(body.certificatePassword) || stored('certificatePassword'),
          ENABLEMENT_MESSAGES.certificatePassword,
        );
      }
      if (view.providerCredentials) {
        need('providerUser', Boolean(body.providerUser), ENABLEMENT_MESSAGES.providerUser);
        need(
          'providerPassword',
          Boolean(body.providerPassword) || stored('providerPassword'),
          ENABLEMENT_MESSAGES.providerPassword,
        );
      }
      if (view.numbering) {
        need('numberingStart', body.numberingStart != null, ENABLEMENT_MESSAGES.numberingStart);
        need('numberingEnd', body.numberingEnd != null, ENABLEMENT_MESSAGES.numberingEnd);
      }
      const first = Object.values(missing)[0];
      if (first) throw new AppError(400, ERROR_CODES.validation, first, missing);
      const certificate =
        view.testSet && body.certificate ? checkUpload(body.certificate, 'pkcs12', 'certificate') : null;
      // A new file or a new password is opened now: a wrong password is told here, not at the first run.
      let warning: string | null = null;
      if (view.testSet && (certificate || body.certificatePassword)) {
        const bytes =
          certificate?.bytes ?? (current?.certificateKey ? await storage.get(current.certificateKey) : null);
        const password =
          body.certificatePassword ??
          (current?.certificatePasswordEnc
            ? secrets.open(current.certificatePasswordEnc, context(companyId, 'certificatePassword'))
            : null);
        if (bytes && password) warning = certificateWarning(bytes, password);
      }

      /** The new sealed value, the stored one when left empty, or null when the part is hidden. */
      const sealed = (field: SecretField, visible: boolean): string | null => {
        if (!visible) return null;
        const value = body[field];
        if (value) return secrets.seal(value, context(companyId, field));
        return (current?.[COLUMN[field]] as string | null | undefined) ?? null;
      };
      let certificateKey = view.testSet ? (current?.certificateKey ?? null) : null;
      let certificateFileName = view.testSet ? (current?.certificateFileName ?? null) : null;
      if (certificate && body.certificate) {
        certificateKey = `companies/${companyId}/dian/certificado-firma.p12`;
        certificateFileName = body.certificate.fileName;
        await storage.put(certificateKey, certificate.bytes);
      }
      if (current?.certificateKey && !certificateKey) await storage.remove(current.certificateKey);

      const values: EnablementValues = {
        enabledAnswer: body.enabledAnswer,
        providerAnswer: view.providerQuestion ? (body.providerAnswer ?? null) : null,
        status,
        statusText: current?.statusText ?? null,
        testSetIdEnc: sealed('testSetId', view.testSet),
        softwareIdEnc: sealed('softwareId', view.testSet),
        pinEnc: sealed('pin', view.testSet),
        certificateKey,
        certificateFileName,
        certificatePasswordEnc: sealed('certificatePassword', view.testSet),
        providerUser: view.providerCredentials ? (body.providerUser ?? null) : null,
        providerPasswordEnc: sealed('providerPassword', view.providerCredentials),
        numberingStart: view.numbering ? (body.numberingStart ?? null) : null,
        numberingEnd: view.numbering ? (body.numberingEnd ?? null) : null,
        updatedAt: clock.now(),
      };
      const row = current
        ? await updateEnablement(db, companyId, values)
        : await insertEnablement(db, companyId, values);
      return {
        enablement: toEnablement(row),
        message: current ? ENABLEMENT_MESSAGES.updated : ENABLEMENT_MESSAGES.created,
        warning,
      };
    },

    /**
     * Every company's software and test set, for the local DIAN simulator only (it stands in for the
     * DIAN, which knows every registered software): never exposed by a route.
     */
    async registeredSoftware(): Promise<{ softwareId: string; pin: string; testSetId: string | null }[]> {
      const rows = await db.select().from(dianEnablements);
      return rows.flatMap((row) => {
        if (!row.softwareIdEnc || !row.pinEnc) return [];
        const open = (field: SecretField) => {
          const value = row[COLUMN[field]] as string | null;
          return value ? secrets.open(value, context(row.companyId, field)) : null;
        };
        return [
          {
            softwareId: open('softwareId') as string,
            pin: open('pin') as string,
            testSetId: open('testSetId'),
          },
        ];
      });
    },

    /**
     * The SHA-256 fingerprints of every company's signing certificate, for the local DIAN simulator
     * only: it answers callers whose certificate a company registered, as the DIAN knows the
     * certificates of its enabled software. A certificate is opened once per saved enablement
     * (PKCS#12 with its password), then remembered until the company saves it again.
     */
    async registeredCertificates(): Promise<Set<string>> {
      const rows = await db
        .select({
          companyId: dianEnablements.companyId,
          certificateKey: dianEnablements.certificateKey,
          certificatePasswordEnc: dianEnablements.certificatePasswordEnc,
          updatedAt: dianEnablements.updatedAt,
        })
        .from(dianEnablements);
      const fingerprints = new Set<string>();
      for (const row of rows) {
        if (!row.certificateKey || !row.certificatePasswordEnc) continue;
        const version = `${row.certificateKey}@${row.updatedAt.toISOString()}`;
        let known = openedCertificates.get(row.companyId);
        if (known?.version !== version) {
          known = { version, fingerprint: null };
          try {
            const bytes = await storage.get(row.certificateKey);
            const password = secrets.open(
              row.certificatePasswordEnc,
              context(row.companyId, 'certificatePassword'),
            );
            if (bytes)
              known.fingerprint = new X509Certificate(
                loadPkcs12(bytes, password).certificateDer,
              ).fingerprint256;
          } catch {
            // A certificate that no longer opens signs nothing: it is simply not registered.
          }
          openedCertificates.set(row.companyId, known);
        }
        if (known.fingerprint) fingerprints.add(known.fingerprint);
      }
      return fingerprints;
    },

    /** The clear secrets, for the process that sends the test set and the documents (server side only). */
    async secretsOf(companyId: number, executor: Database = db) {
      const row = await findEnablement(executor, companyId);
      if (!row) return null;
      const open = (field: SecretField) => {
        const value = row[COLUMN[field]] as string | null;
        return value ? secrets.open(value, context(companyId, field)) : null;
      };
      return {
        testSetId: open('testSetId'),
        softwareId: open('softwareId'),
        pin: open('pin'),
        certificatePassword: open('certificatePassword'),
        providerPassword: open('providerPassword'),
        certificate: row.certificateKey ? await storage.get(row.certificateKey) : null,
      };
    },
  };
}

export type EnablementService = ReturnType<typeof createEnablementService>;

import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@quincena/contracts';
import {
  API_KEY_SECRET_PREFIX,
  API_KEY_MESSAGES as M,
  type TApiKey,
  type TApiKeyCreated,
  type TCreateApiKeyRequest,
  ZCreateApiKeyRequest,
} from '@quincena/contracts/api-keys';
import type { Database } from '../../db/client.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import { API_KEY_PREFIX_LENGTH, hashApiKey } from '../../platform/auth/api-key-auth.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import {
  findApiKey,
  insertApiKey,
  insertPrincipal,
  listApiKeys,
  markRevoked,
} from './api-keys.repository.ts';

export interface ApiKeysService {
  list(companyId: number): Promise<TApiKey[]>;
  create(companyId: number, userId: number, input: TCreateApiKeyRequest): Promise<TApiKeyCreated>;
  revoke(companyId: number, userId: number, id: number): Promise<TApiKey>;
}

/** 32 random bytes after the visible `qk_live_` marker: 256 bits, so a fast hash is enough to store. */
const newSecret = () => `${API_KEY_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export function createApiKeysService({ db, clock }: { db: Database; clock: Clock }): ApiKeysService {
  return {
    list: (companyId) => listApiKeys(db, companyId),

    async create(companyId, userId, input) {
      const { name, access, areas } = ZCreateApiKeyRequest.parse(input);
      const secret = newSecret();
      // The principal's password is the hash of a secret nobody keeps: no sign-in can ever match it.
      const unusable = await hashPassword(randomBytes(32).toString('base64url'));
      const id = await withAuditActor(db, userId, async (tx) => {
        const principal = await insertPrincipal(tx, companyId, unusable);
        return insertApiKey(tx, {
          companyId,
          name,
          prefix: secret.slice(0, API_KEY_PREFIX_LENGTH),
          secretHash: hashApiKey(secret),
          access,
          areas,
          userId: principal,
          createdBy: userId,
          createdAt: clock.now(),
        });
      });
      const key = await findApiKey(db, companyId, id);
      if (!key) throw notFound(M.notFound);
      return { key, secret, message: M.created };
    },

    async revoke(companyId, userId, id) {
      const key = await findApiKey(db, companyId, id);
      if (!key) throw notFound(M.notFound);
      if (key.revokedAt) throw conflict(ERROR_CODES.conflict, M.alreadyRevoked);
      await withAuditActor(db, userId, (tx) => markRevoked(tx, companyId, id, userId, clock.now()));
      return (await findApiKey(db, companyId, id)) as TApiKey;
    },
  };
}

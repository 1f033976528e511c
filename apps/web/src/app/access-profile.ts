/**
 * The few facts about the signed-in user that routing, menus and tab bars depend on.
 * It is a projection of the session answer (GET /api/access/session), not a wire type.
 */
export type Role = 'ADMIN' | 'CLIENT';

export interface AccessProfile {
  role: Role;
  /** false until an administrator confirms the e-mailed code (spec 03 §2.21). */
  enabled: boolean;
  /** The instance flag S of the spec: shows the TI menu (spec 01 §2.2). */
  instanceAdmin: boolean;
}

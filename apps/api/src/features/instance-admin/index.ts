export { registerInstanceAdminRoutes } from './instance-admin.routes.ts';
export {
  createInstanceAdminService,
  type InstanceAdminService,
  LOCAL_INSTANCE,
} from './instance-admin.service.ts';

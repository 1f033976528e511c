export { registerHelpRoutes } from './help.routes.ts';
export { seedHelpContent } from './help.seed.ts';

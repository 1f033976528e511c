export { type MetricsDeps, registerMetrics } from './metrics.ts';

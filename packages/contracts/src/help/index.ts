export * from './pages.ts';
export * from './videos.ts';

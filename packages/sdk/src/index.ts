export * from './audit/index.ts';

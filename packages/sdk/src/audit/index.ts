export * from './canonical.ts';
export * from './chain.ts';
export * from './export-format.ts';

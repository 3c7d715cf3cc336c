export * from './assemble.ts';
export * from './canonical.ts';
export * from './chain.ts';
export * from './export-format.ts';
export * from './problem.ts';
export * from './randomness.ts';
export * from './verify.ts';
export * from './server-entries.ts';

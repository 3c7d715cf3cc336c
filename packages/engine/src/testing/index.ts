export * from './contract.ts';
export * from './contract-leak.ts';
export * from './fixture.ts';
export * from './playout.ts';
export * from './rngs.ts';
export * from './scenario.ts';
export * from './bot-match.ts';
export * from './golden.ts';

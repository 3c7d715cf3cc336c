export * from './bot.ts';
export * from './emitter.ts';
export * from './game.ts';
export * from './handle.ts';
export * from './json.ts';
export * from './result.ts';
export * from './rng.ts';
export * from './seat.ts';

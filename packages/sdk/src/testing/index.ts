export * from './sample-game.ts';
export * from './tamper.ts';
export * from './tamper-cases.ts';
export * from './recorded-games.ts';

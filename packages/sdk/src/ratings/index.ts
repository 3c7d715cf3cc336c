export * from './places.ts';
export * from './ratings.ts';
export * from './from-export.ts';

export * from './places.ts';
export * from './ratings.ts';

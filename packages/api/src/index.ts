export * from './client/index.ts';
export * from './contracts/index.ts';
export * from './abilities/index.ts';
export * from './workingTime/index.ts';

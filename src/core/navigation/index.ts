export * from './navigator';

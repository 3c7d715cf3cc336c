/** What main.ts needs of the server, imported by it in one go once its module hooks are in place. */
export { parseConfig } from './config.ts';
export { startServer } from './server.ts';

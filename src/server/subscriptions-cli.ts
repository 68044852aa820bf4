// `npm run subscriptions -- list | export EMAIL|push:ID | delete EMAIL|push:ID`, on the server's store (ER_DB).
import { openStore, type Store } from '../store/store';
import { ConfigError, readConfig } from './config';
import { SUBSCRIPTIONS_USAGE, SubscriptionsUsageError, subscriptionsCommand } from './subscriptions-command';

function main(argv: string[]): number {
  let store: Store | null = null;
  try {
    store = openStore(readConfig().db);
    process.stdout.write(`${subscriptionsCommand(store, argv).join('\n')}\n`);
    return 0;
  } catch (error) {
    const usage = error instanceof SubscriptionsUsageError;
    console.error(`subscriptions: ${(error as Error).message}${usage ? `\n${SUBSCRIPTIONS_USAGE}` : ''}`);
    return usage || error instanceof ConfigError ? 2 : 1;
  } finally {
    store?.close();
  }
}

process.exitCode = main(process.argv.slice(2));

// What the client's behaviour tests share: addresses and params the spec accepts, a rejection catcher, and servers and
// clients started per test and closed after each (test/client.test.ts, test/client-retries-credits-keys.test.ts).
import { afterEach } from 'vitest';
import { type Client, type ClientOptions, createClient, type StarknetAddDeployAccountTransactionParams } from '../generated/dist/index.js';
import { type Answer, type JsonRpcRequest, type RpcServer, startRpcServer } from './client-helpers.js';

export const address = '0xae3f04584446aa081cd98011f80f19977f8c10ab';
export const hash = '0x88df016429689c079f3b2f6ad39fa052532c56795b733da78a91ebe6a713944b';
export const callObject = { from: address, to: address } as const;
export const deploy: StarknetAddDeployAccountTransactionParams = { deploy_account_transaction: { type: 'DEPLOY_ACCOUNT', version: '0x3', signature: ['1'], paymaster_data: [] } };

/** The rejection of `promise`, or a failed assertion when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<Error> {
  return promise.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error as Error,
  );
}

/** `server` and `client` starters whose servers and clients (in `servers` and `clients`: a test closing one itself
 * takes it out) are closed after each test of the file that calls this. */
export function closedAfterEach() {
  const servers: RpcServer[] = [];
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  return {
    servers,
    clients,
    async server(answer: (request: JsonRpcRequest, path: string) => Answer | Promise<Answer>, http?: Parameters<typeof startRpcServer>[0]['http']) {
      const started = await startRpcServer({ answer, http });
      servers.push(started);
      return started;
    },
    client(options: ClientOptions): Client {
      const made = createClient(options);
      clients.push(made);
      return made;
    },
  };
}

export const echo = (request: JsonRpcRequest): Answer => ({ result: { method: request.method, params: request.params ?? null } });
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

import { everyCall } from '@app/contract/every-call';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { readEnv, repoRoot } from '../src/env';
import { loadBrands } from '../src/lib/brands';
import { accountsClient } from './accounts-support';
import { framesOf, tokenOf } from './chat-support';
import { withDatabase } from './global-setup';
import { addTestOperator, dropTestDatabase, opsHeaders, testAdminToken } from './helper';

const template = inject('databaseTemplate');

// Two server processes' worth of apps on one PostgreSQL database (PGlite has one process per data folder).
describe.skipIf(template.kind !== 'postgres')('the chat room across server processes', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const item of opened.reverse()) await item.close();
  });

  it('a message sent through one server reaches a member connected to the other, and so does a delete', async () => {
    if (template.kind !== 'postgres') return;
    const name = `app_chat_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template.template}`);
    await admin.end();
    opened.push({ close: () => dropTestDatabase(template.url, name) });

    const brands = loadBrands(join(repoRoot, 'brands'));
    const start = async () => {
      const database: Database = await openDatabase({ url: withDatabase(template.url, name) });
      // the test owner (TEST_OPERATOR) and its API key; the second start finds it there
      await addTestOperator(database.db);
      const app = await buildApp({ database, brands, env: readEnv({ TRUST_PROXY: '1', TEST_AIDS: '1' }), adminToken: testAdminToken });
      await app.listen({ port: 0, host: '127.0.0.1' });
      opened.push({ close: async () => (await app.close(), await database.close()) });
      return app;
    };
    const [serverA, serverB] = [await start(), await start()];

    const reader = await tokenOf(serverB, 'team16');
    const address = serverB.server.address() as { port: number };
    const socket = new WebSocket(`ws://127.0.0.1:${address.port}/ws/chat`);
    const frames = framesOf(socket);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve);
      socket.addEventListener('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: reader, roomId: 'lobby' }));
    await frames.next('ready');

    const writer = await tokenOf(serverA, 'team17');
    const sentAt = Date.now();
    const sent = await accountsClient(serverA).call('chatSend', { token: writer, body: { roomId: 'lobby', text: 'across the servers' } });
    expect(sent.body.code).toBe('OK');
    const live = await frames.next('message', (f) => f.message.id === sent.body.value.id);
    expect(live.message).toMatchObject({ text: 'across the servers', nickname: 'Team 17', mine: false });
    expect(Date.now() - sentAt).toBeLessThan(2000);

    const deleted = await serverA.inject({ method: 'POST', url: everyCall.operatorDeleteChatMessage.path, headers: opsHeaders, payload: { messageId: sent.body.value.id } });
    expect(deleted.json().code).toBe('OK');
    expect((await frames.next('deleted')).id).toBe(sent.body.value.id);
    socket.close();
  });
});

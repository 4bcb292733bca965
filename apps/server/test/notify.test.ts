import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { channels, notify } from '../src/lib/notify';

const waitFor = async (check: () => boolean, ms = 2000) => {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
};

describe(`notifications through the database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = process.env.DATABASE_URL ? await openDatabase({ url: process.env.DATABASE_URL }) : await openDatabase({});
  });
  afterAll(() => database.close());

  it('delivers a notification when its transaction commits, and none when it rolls back', async () => {
    const heard: unknown[] = [];
    const stop = await database.listen(channels.memberEvents, (payload) => heard.push(JSON.parse(payload)));
    await database.db.transaction(async (tx) => notify(tx, channels.memberEvents, { memberId: 1, kind: 'balance' }));
    await expect(
      database.db.transaction(async (tx) => {
        await notify(tx, channels.memberEvents, { memberId: 2, kind: 'balance' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await notify(database.db, channels.memberEvents, { memberId: 3, kind: 'message' });
    await waitFor(() => heard.length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toEqual([
      { memberId: 1, kind: 'balance' },
      { memberId: 3, kind: 'message' },
    ]);
    await stop();
    await notify(database.db, channels.memberEvents, { memberId: 4, kind: 'balance' });
    await new Promise((r) => setTimeout(r, 100));
    expect(heard).toHaveLength(2);
  });

  it('refuses a payload too large for a hint', async () => {
    await expect(notify(database.db, channels.broadcast, { text: 'x'.repeat(8000) })).rejects.toThrow(/hint/);
  });
});

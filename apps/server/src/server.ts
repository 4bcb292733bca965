import { bootstrap } from './bootstrap';
import { demoAccountsText } from './seed/accounts';
import { demoTeamText } from './seed/agents';
import { demoOperatorsText } from './seed/operators';
import { demoFeatures, demoModeLine, readEnv } from './env';

const startedAt = performance.now();
const env = readEnv();
const { app, brands, database } = await bootstrap(env, { level: env.LOG_LEVEL }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

await app.listen({ port: env.PORT, host: env.HOST });
// the lottery scheduler: opens, closes, draws and settles on time (its first tick catches up after a restart)
app.lottery.start();
const port = (app.server.address() as { port: number }).port;
const hosts = brands.all.map((b) => `  ${b.name.padEnd(18)} http://${b.hosts[0] ?? 'localhost'}:${port}/`).join('\n');
const features = demoFeatures(env);
console.log(
  `\nPlatform ready in ${Math.round(performance.now() - startedAt)} ms on ${database.kind}.\n` +
    `${demoModeLine(features)}\n` +
    `SMS: ${env.SMS_PROVIDER ? `${env.SMS_PROVIDER} gateway, sender ${env.SMS_SENDER}` : 'no gateway (SMS_PROVIDER): messages are kept in the outbox table'}.\n` +
    `Open http://localhost:${port}/\nBrands:\n${hosts}\n` +
    `Back office: http://${env.OPS_HOSTS[0]}:${port}/\n` +
    `Operators: http://${env.OPS_HOSTS[0]}:${port}/ops/support (the operator surface answers on ${env.OPS_HOSTS.join(', ')} only)\n` +
    (features.demo ? `Demo accounts (every brand):\n${demoAccountsText()}\n${demoTeamText()}\nDemo operators (back office):\n${demoOperatorsText()}\n` : ''),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

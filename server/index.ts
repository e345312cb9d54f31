// Entry point: read the configuration, build the app, listen on PORT.
import { ConfigError, loadConfig } from './config.ts';
import { createApp } from './app.ts';

try {
  const config = loadConfig();
  const { server, ctx } = await createApp({ config });
  await server.listen(config.port);
  ctx.log.info({ port: config.port, storage: ctx.storage.kind, url: config.publicUrl }, `Main Event Mogul is running at ${config.publicUrl}`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error('Main Event Mogul could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
}

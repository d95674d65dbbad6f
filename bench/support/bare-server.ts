// The baseline: a bare Fastify route that answers with a JSON body held in memory. Started as its own
// process by api.ts (like our server), so both get the same share of the machine.
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, ...bodyFiles] = process.argv.slice(2);
const bodies = bodyFiles.map((file) => fs.readFileSync(file, 'utf8'));

const app = Fastify({ logger: false });
app.get('/ready', async () => ({ ok: true }));
bodies.forEach((body, i) => {
  app.route({
    method: ['GET', 'POST'],
    url: `/bare/${i}`,
    handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(body),
  });
});
await app.listen({ port: Number(port), host: '127.0.0.1' });

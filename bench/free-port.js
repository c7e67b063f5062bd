// A free TCP port on loopback for a bench's own PostgreSQL or platform (nothing fixed: the machine is shared).
const { createServer } = require('node:net');

exports.freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

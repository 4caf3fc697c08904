// The ceiling for `npm run bench`: a bare express() app in its own process answering every GET with
// a small static HTML string. Started by scripts/bench.ts on 127.0.0.1:$PORT; stops on SIGTERM/SIGINT.
import express from "express";

const HTML = `<!DOCTYPE html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Pizzaroma</title></head>
<body><h1>Pizzaroma</h1><p>Een kale Express-handler: het plafond van deze machine.</p></body>
</html>
`;

const port = Number(process.argv[2] ?? "0");
const app = express();
app.disable("x-powered-by");
app.get("*", (_req, res) => {
  res.type("html").send(HTML);
});

const server = app.listen(port, "127.0.0.1", () => {
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  console.log(`bare express listening on http://127.0.0.1:${actual}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);

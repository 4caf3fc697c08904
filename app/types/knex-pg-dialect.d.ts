// knex's PostgreSQL dialect, which knex ships without types; app/db.server.ts extends it (decision 105).
declare module "knex/lib/dialects/postgres/index.js" {
  const PgDialect: unknown;
  export default PgDialect;
}

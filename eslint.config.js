// Lint + the layering of DESIGN §3: app/domain is pure (nothing server-side), routes and
// components never touch the database, and *.server modules stay out of browser code.
// (Remix's Vite plugin also refuses to build a browser bundle that reaches a *.server module.)
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const DB = {
  group: ["~/db.server", "~/models/*", "knex", "pg", "**/db.server", "**/models/*"],
  message: "Routes and components never touch the database: call a service (app/services/*.server.ts).",
};
const SERVER = {
  group: ["*.server", "**/*.server", "*.server.*", "**/*.server.*", "~/services/*"],
  message: "Browser code never imports *.server modules.",
};
const IMPURE = {
  group: [
    "node:*",
    "~/*",
    "../*",
    "knex",
    "pg",
    "redis",
    "ws",
    "express",
    "express-session",
    "twilio",
    "web-push",
    "@mollie/api-client",
    "react",
    "@remix-run/*",
  ],
  message: "app/domain is pure TypeScript: it imports only other domain modules (./x).",
};

// a model function's signature (decision 083): `fn(db, { hostId, … })`, never positional
const EXPORTED_FN =
  ":matches(ExportNamedDeclaration > FunctionDeclaration, ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ArrowFunctionExpression)";
const HANDLE = "/^(db|trx|tx|knex)$/";
const SIGNATURE =
  "A model function takes the handle and one object of named fields: fn(db, { hostId, … }) (decision 083).";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "node_modules/**",
      ".data/**",
      "public/**",
      "test-results/**",
      "playwright-report/**",
      ".cache/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["**/*.mjs", "**/*.js"], languageOptions: { globals: { process: "readonly", console: "readonly" } } },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/use-*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  { files: ["app/routes/**"], rules: { "no-restricted-imports": ["error", { patterns: [DB] }] } },
  // services know nothing of the UI, and build no queries: view types live in app/schemas, SQL in
  // app/models (a transaction's type from knex is fine)
  {
    files: ["app/services/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/components/*", "**/components/*"],
              message: "Services know nothing of the UI: put view types in app/schemas.",
            },
            {
              group: ["knex", "pg"],
              allowTypeImports: true,
              message: "Services build no queries: call a model (app/models).",
            },
            {
              group: ["~/http/*", "**/http/*", "@remix-run/*"],
              message:
                "Services know nothing of HTTP (decision 082), not even its types: take plain values (decision 083): the route reads the session and the tenant and passes them on.",
            },
          ],
        },
      ],
    },
  },
  // the floors below the services (decision 082): models know no use case, vendor or request; the
  // plumbing knows nothing above it
  {
    files: ["app/models/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/services/*", "**/services/*", "~/http/*", "**/http/*"],
              message: "Models import other models, domain and infra only (decision 082).",
            },
            {
              group: ["~/integrations/*", "**/integrations/*"],
              message:
                "Models call no vendor and read no vendor's types (decision 082): shared shapes live in app/schemas (e.g. schemas/provider-payment.ts).",
            },
          ],
        },
      ],
      // one signature (decision 083, after 011): the handle, then one object of named fields
      "no-restricted-syntax": [
        "error",
        {
          selector: `${EXPORTED_FN}[params.length>2][params.0.name=${HANDLE}]`,
          message: SIGNATURE,
        },
        {
          selector: `${EXPORTED_FN}[params.length=2][params.0.name=${HANDLE}] > .params:nth-child(2):not(ObjectPattern):not(AssignmentPattern[left.type="ObjectPattern"]):not(AssignmentPattern[left.typeAnnotation.typeAnnotation.type="TSTypeLiteral"]):not(Identifier[typeAnnotation.typeAnnotation.type=/^TS(TypeReference|TypeLiteral|IntersectionType)$/]:not([typeAnnotation.typeAnnotation.typeName.name=/^(Date|Array|ReadonlyArray|Set|Map)$/]))`,
          message: SIGNATURE,
        },
      ],
    },
  },
  {
    files: ["app/infra/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/models/*",
                "~/integrations/*",
                "~/realtime/*",
                "~/services/*",
                "~/http/*",
                "~/routes/*",
                "~/components/*",
                "~/server/*",
                "~/schemas/*",
                "../*",
                "@remix-run/*",
              ],
              message: "app/infra is the floor below the models: it imports nothing above it (decision 082).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/entry.client.tsx", "app/realtime/channels.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [DB, SERVER] }] },
  },
  // one file, one job (decision 085): app code stays under 300 lines of code (blank lines and comments
  // not counted). Data, migrations, scripts and tests are exempt (they are not read as a unit); no
  // app file is an exception.
  {
    files: ["app/**/*.ts", "app/**/*.tsx", "server.ts"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["app/domain/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [IMPURE] }],
      "no-restricted-globals": ["error", "process", "fetch", "window", "document", "localStorage"],
    },
  },
);

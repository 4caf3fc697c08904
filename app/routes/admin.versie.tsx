// /admin/versie (docs/issues/019.md, version watch; root only): the live app version and its update flag
// (docs/spec.md §3 config document). Saving tells every open page at once over the live socket; with
// "Nu vernieuwen" on, pages on another version reload to it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { AppWatch } from "~/components/pwa/app-watch";
import { Field, fieldError } from "~/components/settings/settings-page";
import { Answer, button, card } from "~/components/settings/settings-ui";
import { appVersionSchema } from "~/schemas/app-version";
import { currentAppVersion, saveAppVersion } from "~/services/app-version.server";
import { requireRoot } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("App-versie");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRoot(context, request);
  return currentAppVersion();
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireRoot(context, request);
  return formAction(request, appVersionSchema, saveAppVersion);
}

export default function AppVersionPage() {
  const current = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="App-versie">
      <AppWatch />
      <h1 className="mb-4 text-2xl font-bold">App-versie</h1>
      <Form method="post" className={`${card} max-w-xl`} aria-labelledby="version-title">
        <h2 id="version-title" className="text-xl font-bold">
          Live versie: <span data-testid="live-version">{current.version}</span>
        </h2>
        <p>
          Elke open pagina hoort een nieuwe versie meteen. Met <strong>Nu vernieuwen</strong> aan laden apps op een
          andere versie opnieuw; een half ingevuld bestelformulier en de winkelwagen blijven bewaard.
        </p>
        <input type="hidden" name="intent" value="version" />
        <Field
          label="Versie"
          name="version"
          defaultValue={current.version}
          inputMode="decimal"
          error={fieldError(result, ["version"], "version")}
          hint="Bijvoorbeeld 1.8.8."
        />
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" name="update" value="1" defaultChecked={current.update === 1} className="h-5 w-5" />
          Nu vernieuwen (update = 1)
        </label>
        <Answer result={result} intents={["version"]} />
        <button type="submit" className={button}>
          Opslaan
        </button>
      </Form>
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;

// The page behind a petition link (e-mail confirmation, withdrawal): one button that does it, so a
// mail scanner that opens the link changes nothing; a dead link says so in Dutch.
import { Form, Link } from "@remix-run/react";
import { FormAnswer } from "~/components/form-answer";

export function PetitionLink({
  title,
  live,
  deadMessage,
  explain,
  button,
  result,
}: {
  title: string;
  live: boolean;
  deadMessage: string;
  explain: string;
  button: string;
  result: { ok: boolean; message: string } | null;
}) {
  return (
    <div className="mx-auto max-w-md space-y-4 p-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {result ? (
        <FormAnswer answer={result} />
      ) : live ? (
        <Form method="post" className="space-y-4">
          <p className="text-lg">{explain}</p>
          <button
            type="submit"
            name="intent"
            value={button === "Handtekening intrekken" ? "withdraw" : "confirm"}
            className="min-h-12 w-full rounded-full bg-primary px-6 py-3 text-lg font-bold text-on-primary shadow hover:opacity-90"
          >
            {button}
          </button>
        </Form>
      ) : (
        <FormAnswer answer={{ ok: false, message: deadMessage }} />
      )}
      <p className="text-center">
        <Link to="/petitie" className="font-semibold text-primary-ink underline underline-offset-4">
          Naar de petitie
        </Link>
      </p>
    </div>
  );
}

// GET /__dev/outbox: SMS and mails the dev outbox received, newest first ({to, message, date}; a mail
// also has channel "mail", subject, html and attachments: decision 080). Development
// and test only; in production this route answers 404 like any unknown page.
import { listDevOutbox } from "~/services/dev-outbox.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";

export function loader() {
  const list = listDevOutbox();
  if (!list) throw new Response(NOT_FOUND_TEXT, { status: 404 });
  return Response.json(list, { headers: { "Cache-Control": "no-store" } });
}

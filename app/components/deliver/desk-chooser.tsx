// /deliver on the platform domain: the restaurants a call centre works for (root: all). Choosing
// one logs the staff member in on that restaurant's domain and opens its order desk.
import { Form } from "@remix-run/react";
import { AdminLayout } from "~/components/layouts";

export function DeskChooser({ hosts }: { hosts: Array<{ id: number; name: string; perma: string }> }) {
  return (
    <AdminLayout title="Bestellen">
      <h1 className="mb-2 text-2xl font-bold">Bestellen voor een restaurant</h1>
      <p className="mb-4 text-stone-700">Kies het restaurant waarvoor je een bestelling aanneemt.</p>
      {hosts.length === 0 ? (
        <p className="rounded-xl bg-stone-100 p-4">Je organisatie bedient nog geen restaurants.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {hosts.map((h) => (
            <li key={h.id}>
              {/* a full page load: the answer is a redirect to the restaurant's own domain */}
              <Form method="post" reloadDocument>
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="hostId" value={h.id} />
                <button
                  type="submit"
                  className="min-h-14 w-full rounded-2xl border border-stone-300 bg-white px-4 py-3 text-left text-lg font-semibold hover:border-primary focus-visible:outline focus-visible:outline-3"
                >
                  {h.name}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </AdminLayout>
  );
}

// The kit's Field (decision 085): the label names the control (for/id), the hint and the error
// describe it, aria-invalid only with an error, and `live` says how a late error is read out.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field, type FieldControl } from "~/components/ui/field";

function render(props: Omit<Parameters<typeof Field>[0], "children">) {
  return renderToStaticMarkup(
    createElement(Field, { ...props, children: (control: FieldControl) => createElement("input", control) }),
  );
}

describe("Field", () => {
  it("ties the label to the control and nothing else when there is no hint or error", () => {
    const html = render({ id: "x", label: "Naam" });
    expect(html).toContain('<label for="x" class="block font-semibold">Naam</label>');
    expect(html).toContain('<input id="x"/>');
  });

  it("describes the control by its hint and its error and marks it invalid", () => {
    const html = render({ id: "x", label: "Naam", hint: "Zoals op de bon", error: "Verplicht." });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="x-hint x-error"');
    expect(html).toContain('<p id="x-error" class="mt-1 text-sm font-semibold text-red-800">Verplicht.</p>');
  });

  it("keeps a hidden label for screen readers only", () => {
    expect(render({ id: "x", label: "Btw keuze 1", labelHidden: true })).toContain(
      '<label for="x" class="sr-only">Btw keuze 1</label>',
    );
  });

  it("says a late error at once with live=alert, and shows no line before it", () => {
    expect(render({ id: "x", label: "Bestand", live: "alert" })).not.toContain("x-error");
    expect(render({ id: "x", label: "Bestand", live: "alert", error: "Te groot." })).toContain(
      '<p id="x-error" role="alert"',
    );
  });
});

// A delivery address as people read it: "Oudegracht 12" and "3511 AB Utrecht", leaving out what is
// empty (a marketplace order delivered by its own courier has a masked street and no number).
// addressLines({ street: "Oudegracht", number: "12", zipcode: "3511 AB", city: "Utrecht" })

interface AddressParts {
  street: string;
  number: string;
  zipcode: string;
  city: string;
}

/** The street line and the place line, each trimmed, empty ones left out. */
export function addressLines(a: AddressParts): string[] {
  return [`${a.street} ${a.number}`.trim(), `${a.zipcode} ${a.city}`.trim()].filter((line) => line !== "");
}

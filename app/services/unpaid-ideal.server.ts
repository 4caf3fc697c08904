// SPEC §2 route guard: "customers with an unpaid iDEAL order are redirected to its payment link
// after the app loads". The hook is wired into the root loader and the browser; the payments
// issue fills this in (find the customer's open iDEAL payment at this host, return its link).
export async function unpaidIdealRedirect(_customerId: number, _hostId: number | null): Promise<string | null> {
  return null;
}

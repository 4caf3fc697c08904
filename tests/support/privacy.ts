// A person with data everywhere it can be (docs/issues/038.md / decision 078): orders at two restaurants
// (one by phone only, at the desk), an iDEAL payment naming them, a receipt, a raw Thuisbezorgd
// payload, stamps, a club membership and note, a review with a reply, an SMS, a push device, a
// login code and link, a petition signature. Names and numbers are unique per call, so a scan of
// the whole database for them finds only this person.
import crypto from "node:crypto";
import type { Knex } from "knex";
import {
  createHost,
  createNotification,
  createOrder,
  createOrganisation,
  createPayment,
  createPrinter,
  createProduct,
  createStamp,
  createUser,
  linkCustomer,
} from "../../db/factory";

const DAY = 24 * 3600 * 1000;

export async function personEverywhere(db: Knex, now = new Date()) {
  const r = crypto.randomBytes(4).toString("hex");
  const digits = String(crypto.randomInt(10_000_000, 99_999_999));
  const phone = `+316${digits}`;
  const first = `Annabel${r}`;
  const last = `Zwartkop${r}`;
  const email = `annabel.${r}@example.nl`;
  const org = await createOrganisation(db);
  const a = await createHost(db, { organisationId: org.id });
  const b = await createHost(db, { organisationId: org.id });
  const pizza = await createProduct(db, a.id, { name: "Margherita", price: 1095 });
  const wine = await createProduct(db, a.id, { name: "Huiswijn", price: 450, vatRate: 21 });
  const pizzaB = await createProduct(db, b.id, { name: "Kapsalon", price: 950 });
  const anna = await createUser(db, { firstName: first, lastName: last, phone, email, subscribed: true });
  const bob = await createUser(db, { firstName: `Bob${r}`, lastName: `Anders${r}` });
  const address = {
    street: `Kerkstraat${r}`,
    number: "12",
    zipcode: "3512AB",
    city: "Utrecht",
    name: `${first} ${last}`,
    phone,
  };

  const pickup = await createOrder(db, a.id, {
    customerId: anna.id,
    customerName: `${first} ${last}`,
    phone,
    description: `Bel aan bij ${last}`,
    createdAt: new Date(now.getTime() - 60 * DAY),
    items: [{ productId: pizza.id, remark: `extra heet voor ${first}` }, { productId: wine.id }],
  });
  const delivery = await createOrder(db, a.id, {
    customerId: anna.id,
    customerName: `${first} ${last}`,
    phone,
    deliver: true,
    deliveryFee: 250,
    address,
    paymentMethod: "ideal",
    paid: true,
    createdAt: new Date(now.getTime() - 150 * DAY),
    items: [{ productId: pizza.id, quantity: 2 }],
  });
  // an order taken at the desk for her number, without the account
  const desk = await createOrder(db, a.id, {
    customerId: null,
    customerName: first,
    phone,
    source: "phone",
    createdAt: new Date(now.getTime() - 20 * DAY),
    items: [{ productId: wine.id }],
  });
  const atB = await createOrder(db, b.id, {
    customerId: anna.id,
    customerName: `${first} ${last}`,
    phone,
    createdAt: new Date(now.getTime() - 10 * DAY),
    items: [{ productId: pizzaB.id }],
  });
  const bobs = await createOrder(db, a.id, {
    customerId: bob.id,
    customerName: `Bob${r} Anders${r}`,
    phone: bob.phone,
    createdAt: new Date(now.getTime() - 30 * DAY),
    items: [{ productId: pizza.id }],
  });

  const payment = await createPayment(db, a.id, { orderId: delivery.id, amount: delivery.amount, status: "paid" });
  await db("payments")
    .where({ id: payment.id })
    .update({ details: JSON.stringify({ consumerName: `${first} ${last}`, consumerAccount: "NL55INGB0001234567" }) });
  await createStamp(db, a.id, { customerId: anna.id, orderId: pickup.id });
  await createStamp(db, a.id, { customerId: anna.id, orderId: delivery.id, delta: 2 });
  await createStamp(db, b.id, { customerId: anna.id, orderId: atB.id });
  await createStamp(db, a.id, { customerId: bob.id, orderId: bobs.id });
  await linkCustomer(db, a.id, anna.id, { favorite: true, engagement: { source: "checkout" } });
  await db("host_customers")
    .where({ host_id: a.id, customer_id: anna.id })
    .update({ note: `${first} wil altijd extra saus`, club_opt_in_at: new Date(), club_opt_in_source: "checkout" });
  await linkCustomer(db, b.id, anna.id);
  await linkCustomer(db, a.id, bob.id);
  await db("reviews").insert({
    host_id: a.id,
    order_id: pickup.id,
    customer_id: anna.id,
    score: 5,
    remark: `Heerlijk! Groet, ${first}`,
    reply: `Dank je wel ${first}!`,
  });
  await db("reviews").insert({ host_id: a.id, order_id: bobs.id, customer_id: bob.id, score: 4, remark: "Prima" });
  await createNotification(db, a.id, {
    orderId: pickup.id,
    userId: anna.id,
    method: "sms",
    type: "accepted",
    message: `Hoi ${first}, je bestelling is geaccepteerd.`,
    recipient: phone,
  });
  await db("push_subscriptions").insert({
    user_id: anna.id,
    endpoint: `https://push.example/${r}`,
    p256dh: "p256",
    auth: "auth",
    user_agent: "iPhone Safari",
  });
  const printer = await createPrinter(db, a.id);
  await db("print_jobs").insert({
    host_id: a.id,
    printer_id: printer.id,
    order_id: delivery.id,
    status: "done",
    content_type: "text/plain",
    content: `${first} ${last} ${phone} Kerkstraat${r} 12`,
  });
  await db("marketplace_orders").insert({
    host_id: a.id,
    external_id: `jet-${r}`,
    raw: JSON.stringify({ customer: { fullName: `${first} ${last}`, phoneNumber: phone, street: `Kerkstraat${r}` } }),
    status: "placed",
    order_id: delivery.id,
  });
  await db("login_codes").insert({
    phone,
    code_hash: crypto.randomBytes(32).toString("hex"),
    expires_at: new Date(now.getTime() + 60_000),
  });
  await db("exlogin_tokens").insert({
    token_hash: crypto.randomBytes(16).toString("hex"),
    user_id: anna.id,
    expires_at: new Date(now.getTime() + 60_000),
  });
  await db("petition_signatures").insert({
    name: `${first} ${last}`,
    place: "Utrecht",
    address: phone,
    channel: "sms",
    owner: false,
    keep_informed: false,
  });
  return {
    a,
    b,
    anna,
    bob,
    phone,
    digits,
    first,
    last,
    email,
    orders: { pickup, delivery, desk, atB, bobs },
    /** What may nowhere be left after her erasure. */
    needles: [first, last, digits, email, `Kerkstraat${r}`],
  };
}

/** Every text and JSON column of every table that holds a needle: [table.column, count]. */
export async function scanEverything(db: Knex, needles: string[]): Promise<string[]> {
  const columns = await db("information_schema.columns")
    .where({ table_schema: "public" })
    .whereIn("data_type", ["text", "character varying", "jsonb", "json", "ARRAY"])
    .select<Array<{ table_name: string; column_name: string }>>("table_name", "column_name");
  const found: string[] = [];
  for (const { table_name: t, column_name: c } of columns) {
    for (const needle of needles) {
      const rows = await db.raw<{ rows: Array<{ n: string }> }>(`SELECT count(*) AS n FROM ?? WHERE ??::text ILIKE ?`, [
        t,
        c,
        `%${needle}%`,
      ]);
      if (Number(rows.rows[0].n) > 0) found.push(`${t}.${c}: ${needle}`);
    }
  }
  return found;
}

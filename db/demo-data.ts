// The demo platform as plain data: three restaurants, a call centre, staff, customers and their
// orders. createDemoPlatform (db/demo-platform.ts) writes it. Fixed data: only the dates follow the day
// the seed runs (today's orders are "minutes ago", history is "days ago at a time").
import type { HostSettings } from "../app/models/hosts.server";
import type {
  Address,
  DeliveryZoneInput,
  HostInput,
  IncludeGroupInput,
  IncludeItemInput,
  OpeningHoursInput,
  OrderItemInput,
  OrderPaymentMethod,
  OrderSource,
  OrderStatus,
  PaymentStatus,
  ProductInput,
  Role,
} from "./factory";

export type DemoHostKey = "pizzaroma" | "desnackbar" | "grillankara" | "nachtsnack";

export interface DemoHost {
  key: DemoHostKey;
  organisation: { name: string; marketplaceSync: boolean };
  host: Omit<HostInput, "organisationId" | "openingHours" | "deliveryZones"> & {
    perma: DemoHostKey;
    name: string;
    settings: HostSettings;
  };
  openingHours: OpeningHoursInput[];
  deliveryZones: DeliveryZoneInput[];
  products: ProductInput[];
  /** Products a full stamp card may be exchanged for (names). */
  rewards: string[];
  /** The club's reward as customers read it ("Een volle kaart geeft …"): the rewards above, in words. */
  clubReward: string;
  printers: Array<{ name: string; mac: string; paper: "thermal2" | "thermal3"; secret: string }>;
  marketplace?: { externalId: string };
}

export interface DemoPerson {
  key: string;
  firstName: string;
  lastName: string;
  /** Cleaned (docs/spec.md §5): 0612345601 → +31612345601. */
  phone: string;
}

export interface DemoStaffMember extends DemoPerson {
  organisation: DemoHostKey | "callcenter";
  email: string;
  orgRole: Role | null;
  role: Role | null;
}

export interface DemoCustomer extends DemoPerson {
  address: Address;
}

export interface DemoNotification {
  afterMinutes: number;
  method: "push" | "sms";
  type: string;
  sub?: string;
  message: string;
  status?: "sent" | "failed" | "skipped";
  error?: string;
}

export interface DemoOrder {
  host: DemoHostKey;
  /** A DEMO_CUSTOMERS key; null for a walk-in or marketplace order. */
  customer: string | null;
  /** Today: minutes before the seed ran. History: days ago at an Amsterdam wall-clock time. */
  at: { minutesAgo: number } | { daysAgo: number; time: string };
  /** Minutes from placing to due; defaults to 45 (delivery) or 25 (pickup). */
  dueAfter?: number;
  asap?: boolean;
  status: OrderStatus;
  source: OrderSource;
  payment: OrderPaymentMethod;
  paid: boolean;
  paymentStatus?: PaymentStatus;
  /** Writes a payments row with this provider status (iDEAL orders). */
  ideal?: "paid" | "open" | "expired" | "failed";
  deliver: boolean;
  /** Delivery address when it is not the customer's own. */
  address?: Address;
  customerName?: string;
  phone?: string;
  deliveryFee?: number;
  /** A DEMO_STAFF key (phone and desk orders). */
  createdBy?: string;
  marketplaceRef?: string;
  description?: string;
  items: Array<Omit<OrderItemInput, "productId"> & { product?: string }>;
  notifications?: DemoNotification[];
  /** A finished print job on the host's first printer. */
  printed?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Pizzeria Roma (Utrecht): sizes, toppings with 2 free, cheese, half-and-half, own domain.

const ROMA_TOPPINGS: IncludeItemInput[] = [
  { name: "Ham", price: 125 },
  { name: "Salami", price: 125 },
  { name: "Champignons", price: 100 },
  { name: "Ui", price: 75 },
  { name: "Paprika", price: 100 },
  { name: "Zwarte olijven", price: 100 },
  { name: "Ananas", price: 100 },
  { name: "Tonijn", price: 150 },
  { name: "Kip", price: 150 },
  { name: "Gehakt", price: 150 },
  { name: "Jalapeños", price: 100 },
  { name: "Rucola", price: 100 },
];

const ROMA_KAAS: IncludeItemInput[] = [
  { name: "Extra mozzarella", price: 150 },
  { name: "Buffelmozzarella", price: 250 },
  { name: "Gorgonzola", price: 175 },
  { name: "Geitenkaas", price: 195 },
  { name: "Parmezaan", price: 125 },
  { name: "Cheddar", price: 150 },
  { name: "Vegan kaas", price: 195 },
];

const HALVES: IncludeItemInput[] = [
  { name: "½ Margherita", price: 0 },
  { name: "½ Salami", price: 0 },
  { name: "½ Funghi", price: 0 },
  { name: "½ Prosciutto", price: 0 },
  { name: "½ Hawaii", price: 0 },
  { name: "½ Vegetariana", price: 0 },
  { name: "½ Tonno", price: 50 },
  { name: "½ Diavola", price: 50 },
  { name: "½ Quattro Formaggi", price: 100 },
];

function toppings(included: number, extra: boolean): IncludeGroupInput {
  return {
    name: "Toppings",
    min: 0,
    max: 99,
    included,
    extra,
    favorites: ["Salami", "Champignons", "Ham"],
    items: ROMA_TOPPINGS,
  };
}

const KAAS: IncludeGroupInput = {
  name: "Kaas",
  min: 0,
  max: 2,
  extra: true,
  favorites: ["Extra mozzarella"],
  items: ROMA_KAAS,
};

/** Medium is the base price; larger sizes have their own price. */
function pizzaSizes(price: number) {
  return [
    { name: "Medium 25 cm", price: null },
    { name: "Groot 30 cm", price: price + 300 },
    { name: "Familie 40 cm", price: price + 900 },
  ];
}

function pizza(name: string, price: number, description: string, extra: Partial<ProductInput> = {}): ProductInput {
  return {
    name,
    price,
    description,
    tab: "Pizza",
    groupName: "Pizza's",
    type: "pizza",
    allergens: ["gluten", "melk"],
    volumes: pizzaSizes(price),
    groups: [toppings(0, true), KAAS],
    ...extra,
  };
}

const PIZZAROMA: DemoHost = {
  key: "pizzaroma",
  organisation: { name: "Pizzeria Roma B.V.", marketplaceSync: true },
  host: {
    perma: "pizzaroma",
    url: "www.pizzaroma.nl",
    name: "Pizzeria Roma",
    short: "Roma",
    banner: "/images/banners/pizzaroma.svg",
    themePrimary: "#c62828",
    themeSecondary: "#2e7d32",
    menu: ["Pizza", "Pasta", "Bijgerechten", "Desserts", "Dranken", "extra"],
    categories: ["pizza"],
    animation: "pizza",
    description: "Steenovenpizza's en verse pasta in hartje Utrecht, sinds 1994.",
    address: "Voorstraat 45",
    zipcode: "3512 AK",
    city: "Utrecht",
    phone: "030-2312345",
    email: "info@pizzaroma.nl",
    settings: {
      payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] },
      escalationMinutes: 5,
      adminPhone: "+31612345101",
      autoPrint: true,
      deliveryMinutes: 45,
      pickupMinutes: 20,
    },
  },
  // Closed on Monday; open longer on Friday and Saturday.
  openingHours: [
    ...[2, 3, 4, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" })),
    ...[5, 6].map((weekday) => ({ weekday, opens: "16:00", closes: "23:00" })),
  ],
  deliveryZones: [
    { name: "Binnenstad", zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1500, freeFrom: 2500 },
    { name: "Utrecht Oost en Noord", zipFrom: 3532, zipTo: 3585, fee: 395, minimum: 2000, freeFrom: 4000 },
  ],
  products: [
    pizza("Margherita", 950, "Tomatensaus, mozzarella en verse basilicum", {
      flags: ["veggie"],
      favorite: true,
      sold: 412,
    }),
    pizza("Salami", 1150, "Tomatensaus, mozzarella en Italiaanse salami", {
      flags: ["pork"],
      favorite: true,
      sold: 298,
    }),
    pizza("Funghi", 1095, "Tomatensaus, mozzarella en champignons", { flags: ["veggie"], sold: 143 }),
    pizza("Prosciutto", 1195, "Tomatensaus, mozzarella en beenham", { flags: ["pork"], sold: 97 }),
    pizza("Hawaii", 1150, "Tomatensaus, mozzarella, ham en ananas", { flags: ["pork"], sold: 88 }),
    pizza("Tonno", 1225, "Tomatensaus, mozzarella, tonijn en rode ui", {
      allergens: ["gluten", "melk", "vis"],
      sold: 61,
    }),
    pizza("Diavola", 1250, "Tomatensaus, mozzarella, spianata piccante en rode peper", {
      flags: ["hot", "pork"],
      sold: 175,
    }),
    pizza("Quattro Formaggi", 1295, "Mozzarella, gorgonzola, parmezaan en geitenkaas", { flags: ["veggie"], sold: 72 }),
    pizza("Vegetariana", 1195, "Tomatensaus, mozzarella, paprika, champignons, ui en olijven", {
      flags: ["veggie"],
      sold: 54,
    }),
    pizza("Calzone", 1350, "Dichtgeklapte pizza met ham, champignons en mozzarella", {
      type: "calzone",
      flags: ["pork"],
      sold: 39,
      groups: [{ name: "Calzone", min: 0, max: 99, extra: true, items: ROMA_TOPPINGS }, KAAS],
    }),
    pizza(
      "Pizza naar keuze",
      895,
      "Margherita met 2 toppings naar keuze gratis, elke volgende topping tegen meerprijs",
      {
        type: "custom",
        sold: 120,
        groups: [toppings(2, false), KAAS],
      },
    ),
    pizza("Half om half", 1195, "Twee smaken op één pizza: kies voor elke helft een pizza, 2 toppings gratis", {
      type: "half",
      groupName: "Half om half",
      sold: 66,
      groups: [
        { name: "Eerste helft", min: 1, max: 1, items: HALVES },
        { name: "Tweede helft", min: 1, max: 1, half: true, items: HALVES },
        toppings(2, false),
        KAAS,
      ],
    }),
    {
      name: "Spaghetti Bolognese",
      price: 1095,
      description: "Met huisgemaakte saus van rundergehakt",
      tab: "Pasta",
      groupName: "Pasta",
      allergens: ["gluten", "selderij"],
      sold: 131,
      groups: [{ name: "Parmezaanse kaas", min: 0, max: 1, items: [{ name: "Parmezaanse kaas", price: 0 }] }],
    },
    {
      name: "Penne Arrabbiata",
      price: 995,
      description: "Pittige tomatensaus met knoflook en rode peper",
      tab: "Pasta",
      groupName: "Pasta",
      allergens: ["gluten"],
      flags: ["hot", "veggie"],
      sold: 58,
    },
    {
      name: "Spaghetti Carbonara",
      price: 1150,
      description: "Pancetta, ei en pecorino",
      tab: "Pasta",
      groupName: "Pasta",
      allergens: ["gluten", "ei", "melk"],
      flags: ["pork"],
      sold: 84,
    },
    {
      name: "Lasagne al forno",
      price: 1250,
      description: "Uit de oven, met bechamel en rundergehakt",
      tab: "Pasta",
      groupName: "Pasta",
      allergens: ["gluten", "melk", "selderij"],
      sold: 77,
    },
    {
      name: "Friet",
      price: 325,
      description: "Verse friet, krokant gebakken in de pizzeria",
      tab: "Bijgerechten",
      groupName: "Bijgerechten",
      flags: ["veggie"],
      sold: 133,
      volumes: [
        { name: "Klein", price: 325 },
        { name: "Middel", price: 395 },
        { name: "Groot", price: 475 },
      ],
      groups: [
        {
          name: "Sauzen",
          min: 0,
          max: 2,
          items: [
            { name: "Mayonaise", price: 60 },
            { name: "Ketchup", price: 60 },
            { name: "Curry", price: 60 },
            { name: "Knoflooksaus", price: 75 },
          ],
        },
      ],
    },
    {
      name: "Tiramisu",
      price: 595,
      description: "Huisgemaakt, met mascarpone en espresso",
      tab: "Desserts",
      groupName: "Desserts",
      allergens: ["gluten", "ei", "melk"],
      sold: 102,
    },
    {
      name: "Gelato",
      price: 450,
      description: "Drie bollen Italiaans ijs naar keuze",
      tab: "Desserts",
      groupName: "Desserts",
      allergens: ["melk"],
      sold: 45,
      groups: [
        {
          name: "Smaken",
          min: 1,
          max: 3,
          included: 3,
          items: ["Vanille", "Chocolade", "Aardbei", "Stracciatella", { name: "Pistache", price: 50 }, "Citroen"],
        },
      ],
    },
    {
      name: "Coca-Cola",
      price: 275,
      tab: "Dranken",
      groupName: "Frisdrank",
      volumes: [
        { name: "Blik 0,33 l", price: null },
        { name: "Fles 1,5 l", price: 450 },
      ],
      sold: 350,
    },
    {
      name: "Coca-Cola Zero",
      price: 275,
      tab: "Dranken",
      groupName: "Frisdrank",
      volumes: [
        { name: "Blik 0,33 l", price: null },
        { name: "Fles 1,5 l", price: 450 },
      ],
      sold: 160,
    },
    { name: "Fanta Orange", price: 275, tab: "Dranken", groupName: "Frisdrank", sold: 121 },
    { name: "Spa Rood", price: 250, tab: "Dranken", groupName: "Frisdrank", sold: 64 },
    { name: "San Pellegrino Limonata", price: 295, tab: "Dranken", groupName: "Frisdrank", sold: 38 },
    {
      name: "Peroni 0,33 l",
      price: 350,
      tab: "Dranken",
      groupName: "Bier en wijn",
      description: "Alleen 18+",
      allergens: ["gluten"],
      // alcohol: 21 % VAT and sold to adults only (docs/issues/033.md §2; migration 0033 corrects seeded databases)
      flags: ["adult"],
      vatRate: 21,
      sold: 73,
    },
    {
      name: "Huiswijn rood",
      price: 1495,
      tab: "Dranken",
      groupName: "Bier en wijn",
      description: "Montepulciano d'Abruzzo, fles 0,75 l",
      allergens: ["sulfiet"],
      flags: ["adult"],
      vatRate: 21,
      sold: 21,
    },
    { name: "Knoflooksaus", price: 75, tab: "extra", groupName: "Sauzen", allergens: ["ei"], sold: 140 },
    { name: "Chilisaus", price: 75, tab: "extra", groupName: "Sauzen", flags: ["hot"], sold: 66 },
    {
      name: "Knoflookbrood",
      price: 450,
      tab: "extra",
      groupName: "Bijgerechten",
      allergens: ["gluten", "melk"],
      flags: ["veggie"],
      sold: 93,
    },
  ],
  rewards: ["Tiramisu", "Coca-Cola"],
  clubReward: "een gratis tiramisu of Coca-Cola",
  printers: [
    // demo keys, public on purpose (docs/demo.md); a real printer's key is made in settings
    { name: "Keuken", mac: "00:11:62:0a:01:01", paper: "thermal3", secret: "demo-roma-keuken" },
    { name: "Toonbank", mac: "00:11:62:0a:01:02", paper: "thermal2", secret: "demo-roma-toonbank" },
  ],
  marketplace: { externalId: "pizzeria-roma-utrecht" },
};

// ---------------------------------------------------------------------------------------------
// Cafetaria De Snackbar (Amersfoort): friet sizes, sauces with "Geen saus", JA/NEE groups,
// pieces per size, split opening hours.

const SNACK_SAUZEN: IncludeItemInput[] = [
  { name: "Geen saus", price: 0 },
  { name: "Fritessaus", price: 50 },
  { name: "Mayonaise", price: 60 },
  { name: "Ketchup", price: 60 },
  { name: "Curry", price: 60 },
  { name: "Joppiesaus", price: 75 },
  { name: "Pindasaus", price: 75 },
  { name: "Knoflooksaus", price: 75 },
  { name: "Samuraisaus", price: 75 },
  { name: "Extra bakje fritessaus", price: 40, volume: "Groot" },
];

const FRIET_SAUZEN: IncludeGroupInput = {
  name: "Sauzen",
  min: 0,
  max: 2,
  favorites: ["Fritessaus", "Mayonaise"],
  items: SNACK_SAUZEN,
};

const SNACK_SAUS_EXTRA: IncludeGroupInput = { ...FRIET_SAUZEN, extra: true, items: SNACK_SAUZEN.slice(0, 9) };

function snack(name: string, price: number, extra: Partial<ProductInput> = {}): ProductInput {
  return { name, price, tab: "Snacks", groupName: "Snacks", groups: [SNACK_SAUS_EXTRA], ...extra };
}

const DESNACKBAR: DemoHost = {
  key: "desnackbar",
  organisation: { name: "Cafetaria De Snackbar V.O.F.", marketplaceSync: false },
  host: {
    perma: "desnackbar",
    name: "Cafetaria De Snackbar",
    short: "De Snackbar",
    banner: "/images/banners/desnackbar.svg",
    themePrimary: "#f9a825",
    themeSecondary: "#d84315",
    menu: ["Friet", "Snacks", "Broodjes", "Menu's", "Dranken"],
    categories: ["friet", "broodje", "kip"],
    animation: "friet",
    description: "De lekkerste verse friet van Amersfoort, met snacks van de plaat en uit het vet.",
    address: "Langestraat 12",
    zipcode: "3811 AD",
    city: "Amersfoort",
    phone: "033-4612345",
    email: "info@desnackbar.nl",
    settings: {
      payment: { pickup: ["cash", "pin"], deliver: ["cash", "ideal"] },
      escalationMinutes: 10,
      adminPhone: "+31612345201",
      autoPrint: false,
      deliveryMinutes: 40,
      pickupMinutes: 10,
    },
  },
  // Split shifts: lunch and dinner from Monday to Saturday, dinner only on Sunday.
  openingHours: [
    ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
      { weekday, opens: "11:30", closes: "14:00" },
      { weekday, opens: "16:30", closes: "21:00" },
    ]),
    { weekday: 7, opens: "16:00", closes: "21:00" },
  ],
  deliveryZones: [
    { name: "Amersfoort centrum", zipFrom: 3811, zipTo: 3818, fee: 200, minimum: 1200, freeFrom: 2000 },
    { name: "Amersfoort Noord en Vathorst", zipFrom: 3821, zipTo: 3829, fee: 300, minimum: 1500, freeFrom: 3000 },
  ],
  products: [
    {
      name: "Friet",
      price: 275,
      description: "Elke dag vers gesneden",
      tab: "Friet",
      groupName: "Friet",
      flags: ["veggie"],
      favorite: true,
      sold: 1250,
      volumes: [
        { name: "Klein", price: 275 },
        { name: "Middel", price: 325 },
        { name: "Groot", price: 395 },
      ],
      groups: [FRIET_SAUZEN],
    },
    {
      name: "Friet speciaal",
      price: 395,
      description: "Met curry, mayonaise en uitjes",
      tab: "Friet",
      groupName: "Friet",
      allergens: ["ei", "mosterd", "selderij"],
      flags: ["veggie"],
      sold: 310,
      volumes: [
        { name: "Klein", price: 395 },
        { name: "Middel", price: 445 },
        { name: "Groot", price: 515 },
      ],
      defaultIncludes: [
        { name: "Curry", price: 0 },
        { name: "Mayonaise", price: 0 },
        { name: "Uitjes", price: 0 },
      ],
    },
    {
      name: "Patat oorlog",
      price: 425,
      description: "Met pindasaus, mayonaise en uitjes",
      tab: "Friet",
      groupName: "Friet",
      allergens: ["pinda", "ei", "soja"],
      flags: ["peanut", "veggie"],
      sold: 188,
      volumes: [
        { name: "Klein", price: 425 },
        { name: "Middel", price: 475 },
        { name: "Groot", price: 545 },
      ],
      defaultIncludes: [
        { name: "Pindasaus", price: 0 },
        { name: "Mayonaise", price: 0 },
        { name: "Uitjes", price: 0 },
      ],
    },
    snack("Frikandel", 225, {
      flags: ["pork"],
      allergens: ["soja", "mosterd"],
      favorite: true,
      sold: 640,
      groups: [{ name: "Uitjes", min: 0, max: 1, items: [{ name: "Uitjes", price: 25 }] }, SNACK_SAUS_EXTRA],
    }),
    snack("Frikandel speciaal", 295, {
      description: "Met curry, mayonaise en uitjes",
      flags: ["pork"],
      allergens: ["soja", "mosterd", "ei"],
      sold: 402,
      groups: [],
      defaultIncludes: [
        { name: "Curry", price: 0 },
        { name: "Mayonaise", price: 0 },
        { name: "Uitjes", price: 0 },
      ],
    }),
    snack("Kroket", 250, {
      description: "Ambachtelijke rundvleeskroket",
      allergens: ["gluten", "melk", "selderij"],
      sold: 377,
      groups: [{ name: "Op brood", min: 0, max: 1, items: [{ name: "Op een broodje", price: 75 }] }, SNACK_SAUS_EXTRA],
    }),
    snack("Kaassoufflé", 225, { flags: ["veggie"], allergens: ["gluten", "melk", "ei"], sold: 211 }),
    snack("Bamischijf", 225, { flags: ["medium", "pork"], allergens: ["gluten", "soja", "selderij"], sold: 96 }),
    snack("Berenhap", 395, {
      description: "Gehaktbal met ui en pindasaus aan een prikker",
      flags: ["pork", "peanut"],
      allergens: ["pinda", "gluten"],
      sold: 74,
    }),
    snack("Mexicano", 275, { flags: ["hot"], allergens: ["gluten"], sold: 83 }),
    snack("Kipcorn", 275, { allergens: ["gluten", "selderij"], sold: 129 }),
    snack("Kipnuggets", 395, {
      allergens: ["gluten"],
      sold: 265,
      volumes: [
        { name: "6 stuks", price: 395, count: 6 },
        { name: "9 stuks", price: 525, count: 9 },
        { name: "20 stuks", price: 995, count: 20 },
      ],
      groups: [
        {
          name: "Sauzen",
          min: 0,
          max: 1,
          items: [
            { name: "Geen saus", price: 0 },
            { name: "Curry", price: 60 },
            { name: "Chilisaus", price: 60 },
            { name: "Knoflooksaus", price: 75 },
            { name: "Zoetzure saus", price: 60 },
          ],
        },
      ],
    }),
    {
      name: "Broodje kroket",
      price: 350,
      tab: "Broodjes",
      groupName: "Broodjes",
      allergens: ["gluten", "melk", "selderij"],
      sold: 143,
      groups: [{ name: "Mosterd", min: 0, max: 1, items: [{ name: "Mosterd", price: 0 }] }],
    },
    {
      name: "Broodje frikandel",
      price: 325,
      tab: "Broodjes",
      groupName: "Broodjes",
      flags: ["pork"],
      allergens: ["gluten", "soja"],
      sold: 87,
    },
    {
      name: "Broodje bal",
      price: 375,
      tab: "Broodjes",
      groupName: "Broodjes",
      flags: ["pork"],
      allergens: ["gluten", "mosterd"],
      sold: 52,
    },
    {
      name: "Hamburger",
      price: 395,
      tab: "Broodjes",
      groupName: "Burgers",
      allergens: ["gluten", "sesam"],
      sold: 118,
      groups: [
        {
          name: "Extra's",
          min: 0,
          max: 99,
          extra: true,
          items: [
            { name: "Kaas", price: 50 },
            { name: "Bacon", price: 100 },
            { name: "Gebakken ei", price: 75 },
            { name: "Augurk", price: 25 },
            { name: "Gebakken uien", price: 50 },
          ],
        },
      ],
    },
    {
      name: "Kindermenu",
      price: 595,
      description: "Kleine friet met mayonaise, een snack naar keuze, drinken en een verrassing",
      tab: "Menu's",
      groupName: "Menu's",
      sold: 97,
      groups: [
        {
          name: "Snack",
          min: 1,
          max: 1,
          items: ["Frikandel", "Kroket", { name: "Kipnuggets", count: 4 }, "Kaassoufflé"],
        },
        {
          name: "Drinken",
          min: 1,
          max: 1,
          items: [
            { name: "Appelsap", tab: "Dranken" },
            { name: "Chocomel", tab: "Dranken" },
            { name: "Fanta", tab: "Dranken" },
            { name: "Spa Rood", tab: "Dranken" },
          ],
        },
      ],
    },
    { name: "Coca-Cola", price: 225, description: "Blikje 0,33 l", tab: "Dranken", groupName: "Frisdrank", sold: 290 },
    {
      name: "Coca-Cola Zero",
      price: 225,
      description: "Blikje 0,33 l",
      tab: "Dranken",
      groupName: "Frisdrank",
      sold: 130,
    },
    { name: "Fanta", price: 225, description: "Blikje 0,33 l", tab: "Dranken", groupName: "Frisdrank", sold: 104 },
    { name: "Chocomel", price: 250, tab: "Dranken", groupName: "Zuivel", allergens: ["melk"], sold: 77 },
    { name: "Spa Blauw", price: 200, tab: "Dranken", groupName: "Water", sold: 41 },
  ],
  rewards: ["Frikandel", "Kroket", "Coca-Cola"],
  clubReward: "een gratis frikandel, kroket of Coca-Cola",
  printers: [{ name: "Toonbank", mac: "00:11:62:0b:02:01", paper: "thermal2", secret: "demo-toonbank" }],
};

// ---------------------------------------------------------------------------------------------
// Grillroom Ankara (Utrecht): variations, lower delivery and takeout prices, "Groene" with 10
// items, required sauces, removable default includes, an 'extra' tab with sauces and drinks.

const GROENE: IncludeGroupInput = {
  name: "Groene",
  min: 0,
  max: 99,
  included: 10,
  favorites: ["Sla", "Tomaat", "Ui"],
  items: [
    "Sla",
    "Tomaat",
    "Komkommer",
    "Ui",
    "Rode kool",
    "Witte kool",
    "Wortel",
    "Maïs",
    "Peterselie",
    "Jalapeño pepers",
  ],
};

const GRILL_SAUZEN: IncludeGroupInput = {
  name: "Sauzen",
  min: 1,
  max: 2,
  included: 2,
  favorites: ["Knoflooksaus"],
  items: ["Knoflooksaus", "Sambal", "Cocktailsaus", "Yoghurt-muntsaus", "Pindasaus"],
};

function bijgerecht(exception: string[]): IncludeGroupInput {
  return { name: "Bijgerecht", min: 1, max: 1, exception, items: ["Friet", "Rijst", "Bulgur", "Turks brood"] };
}

const GRILL_EXTRAS: IncludeGroupInput = {
  name: "Extra's",
  min: 0,
  max: 99,
  extra: true,
  items: [
    { name: "Extra vlees", price: 250 },
    { name: "Fetakaas", price: 150 },
    { name: "Extra kaas", price: 100 },
    { name: "Gegrilde peper", price: 75 },
  ],
};

const SALAD_DEFAULTS = [
  { name: "Sla", price: 0 },
  { name: "Tomaat", price: 0 },
  { name: "Ui", price: 0 },
];

const GRILLANKARA: DemoHost = {
  key: "grillankara",
  organisation: { name: "Ankara Grill Utrecht B.V.", marketplaceSync: false },
  host: {
    perma: "grillankara",
    name: "Grillroom Ankara",
    short: "Ankara",
    banner: "/images/banners/grillankara.svg",
    themePrimary: "#6d4c41",
    themeSecondary: "#ff8f00",
    menu: ["Shoarma", "Grill", "Kapsalon", "Salades", "extra"],
    categories: ["shoarma", "broodje", "kip"],
    animation: null,
    description: "Shoarma, döner en Turkse grillgerechten van de houtskoolgrill. Afhalen is voordeliger!",
    address: "Kanaalstraat 80",
    zipcode: "3531 CM",
    city: "Utrecht",
    phone: "030-2945678",
    email: "info@grillankara.nl",
    settings: {
      payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "pin", "ideal"] },
      escalationMinutes: 7,
      adminPhone: "+31612345301",
      autoPrint: true,
      deliveryMinutes: 45,
      pickupMinutes: 15,
    },
  },
  // Late on Friday and Saturday: the night part after midnight is its own row on the next day.
  openingHours: [
    ...[1, 2, 3, 4, 7].map((weekday) => ({ weekday, opens: "14:00", closes: "23:00" })),
    { weekday: 5, opens: "14:00", closes: "24:00" },
    { weekday: 6, opens: "00:00", closes: "02:00" },
    { weekday: 6, opens: "14:00", closes: "24:00" },
    { weekday: 7, opens: "00:00", closes: "02:00" },
  ],
  deliveryZones: [
    { name: "Centrum en Zuilen", zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1500, freeFrom: 2500 },
    { name: "Overvecht en Lombok", zipFrom: 3532, zipTo: 3563, fee: 350, minimum: 2000, freeFrom: null },
  ],
  products: [
    {
      name: "Shoarma",
      price: 895,
      priceTakeout: 795,
      description: "Kalfsshoarma van het spit, als broodje of schotel",
      tab: "Shoarma",
      groupName: "Shoarma",
      variations: ["Broodje", "Schotel"],
      allergens: ["gluten", "sesam"],
      flags: ["mild"],
      favorite: true,
      sold: 842,
      defaultIncludes: SALAD_DEFAULTS,
      groups: [GRILL_SAUZEN, bijgerecht(["Broodje"]), GRILL_EXTRAS],
    },
    {
      name: "Kipshoarma",
      price: 895,
      priceTakeout: 795,
      description: "Gemarineerde kipshoarma, als broodje of schotel",
      tab: "Shoarma",
      groupName: "Shoarma",
      variations: ["Broodje", "Schotel"],
      allergens: ["gluten", "sesam"],
      flags: ["mild"],
      sold: 533,
      defaultIncludes: SALAD_DEFAULTS,
      groups: [GRILL_SAUZEN, bijgerecht(["Broodje"]), GRILL_EXTRAS],
    },
    {
      name: "Döner kebab",
      price: 950,
      priceDeliver: 925,
      priceTakeout: 850,
      description: "Lams- en rundvlees van het spit",
      tab: "Shoarma",
      groupName: "Döner",
      variations: ["Broodje", "Durum", "Schotel"],
      allergens: ["gluten", "melk"],
      flags: ["medium"],
      sold: 388,
      groups: [GRILL_SAUZEN, bijgerecht(["Broodje", "Durum"]), GROENE],
    },
    {
      name: "Falafel",
      price: 795,
      priceTakeout: 725,
      description: "Huisgemaakte falafel met hummus",
      tab: "Shoarma",
      groupName: "Vegetarisch",
      variations: ["Broodje", "Schotel"],
      allergens: ["gluten", "sesam"],
      flags: ["veggie"],
      sold: 121,
      groups: [GRILL_SAUZEN, bijgerecht(["Broodje"]), GROENE],
    },
    {
      name: "Adana kebab",
      price: 1595,
      description: "Pittige spies van lams- en rundergehakt van de houtskoolgrill",
      tab: "Grill",
      groupName: "Van de grill",
      allergens: ["melk"],
      flags: ["hot"],
      sold: 204,
      groups: [bijgerecht([]), GROENE, GRILL_SAUZEN],
    },
    {
      name: "Kipspies",
      price: 1450,
      priceTakeout: 1350,
      description: "Gemarineerde kipfilet van de grill",
      tab: "Grill",
      groupName: "Van de grill",
      flags: ["medium"],
      sold: 176,
      groups: [bijgerecht([]), GROENE, GRILL_SAUZEN],
    },
    {
      name: "Köfte",
      price: 1395,
      description: "Turkse gehaktballetjes met gegrilde tomaat en peper",
      tab: "Grill",
      groupName: "Van de grill",
      allergens: ["gluten", "ei"],
      flags: ["mild"],
      sold: 98,
      groups: [bijgerecht([]), GROENE, GRILL_SAUZEN],
    },
    {
      name: "Mixed grill",
      price: 1995,
      description: "Adana, kipspies, köfte en lamskotelet",
      tab: "Grill",
      groupName: "Van de grill",
      allergens: ["gluten", "melk", "ei"],
      flags: ["medium"],
      sold: 64,
      volumes: [
        { name: "1 persoon", price: null },
        { name: "2 personen", price: 3695 },
      ],
      groups: [bijgerecht([]), GROENE, GRILL_SAUZEN],
    },
    {
      name: "Kipsaté",
      price: 1295,
      description: "Kipsaté van de grill met pindasaus",
      tab: "Grill",
      groupName: "Van de grill",
      allergens: ["pinda", "soja"],
      flags: ["peanut"],
      sold: 89,
      groups: [bijgerecht([])],
    },
    {
      name: "Lahmacun",
      price: 650,
      priceDeliver: 625,
      priceTakeout: 595,
      description: "Turkse pizza met gekruid gehakt, opgerold met salade en citroen",
      tab: "Grill",
      groupName: "Turkse pizza",
      allergens: ["gluten"],
      flags: ["medium"],
      sold: 157,
      defaultIncludes: [
        { name: "Sla", price: 0 },
        { name: "Ui", price: 0 },
        { name: "Citroen", price: 0 },
      ],
    },
    {
      name: "Kapsalon",
      price: 1095,
      priceTakeout: 995,
      description: "Friet met vlees naar keuze, gegratineerd met gouda, met salade en saus",
      tab: "Kapsalon",
      groupName: "Kapsalon",
      allergens: ["gluten", "melk", "ei"],
      flags: ["medium"],
      sold: 471,
      volumes: [
        { name: "Normaal", price: null },
        { name: "Groot", price: 1395 },
      ],
      defaultIncludes: [
        { name: "Gouda kaas", price: 100 },
        { name: "Sla", price: 0 },
        { name: "Knoflooksaus", price: 0 },
        { name: "Sambal", price: 0 },
      ],
      groups: [
        { name: "Vlees", min: 1, max: 1, items: ["Shoarma", "Kipshoarma", "Döner", { name: "Falafel" }] },
        GRILL_EXTRAS,
      ],
    },
    {
      name: "Griekse salade",
      price: 895,
      description: "Met feta, olijven en oregano",
      tab: "Salades",
      groupName: "Salades",
      allergens: ["melk"],
      flags: ["veggie"],
      sold: 58,
      groups: [
        GROENE,
        { name: "Dressing", min: 0, max: 1, items: ["Zonder", "Olijfolie", "Yoghurtdressing", "Knoflooksaus"] },
      ],
    },
    {
      name: "Salade kipshoarma",
      price: 995,
      tab: "Salades",
      groupName: "Salades",
      flags: ["mild"],
      sold: 47,
      groups: [GROENE, GRILL_SAUZEN],
    },
    { name: "Knoflooksaus", price: 75, tab: "extra", groupName: "Sauzen", allergens: ["ei", "melk"], sold: 310 },
    { name: "Sambal", price: 50, tab: "extra", groupName: "Sauzen", flags: ["hot"], sold: 190 },
    {
      name: "Pindasaus",
      price: 75,
      tab: "extra",
      groupName: "Sauzen",
      flags: ["peanut"],
      allergens: ["pinda"],
      sold: 84,
    },
    { name: "Cocktailsaus", price: 75, tab: "extra", groupName: "Sauzen", allergens: ["ei"], sold: 66 },
    { name: "Ayran", price: 250, tab: "extra", groupName: "Dranken", allergens: ["melk"], sold: 205 },
    { name: "Coca-Cola", price: 250, tab: "extra", groupName: "Dranken", sold: 260 },
    { name: "Fanta", price: 250, tab: "extra", groupName: "Dranken", sold: 111 },
    { name: "Uludağ Gazoz", price: 275, tab: "extra", groupName: "Dranken", sold: 57 },
    { name: "Turkse thee", price: 200, tab: "extra", groupName: "Dranken", sold: 73 },
    {
      name: "Baklava",
      price: 450,
      description: "Vier stuks, met pistache",
      tab: "extra",
      groupName: "Zoet",
      allergens: ["gluten", "noten"],
      sold: 92,
    },
  ],
  rewards: ["Ayran", "Baklava", "Coca-Cola"],
  clubReward: "een gratis ayran, baklava of Coca-Cola",
  printers: [],
};

// ---------------------------------------------------------------------------------------------
// Nachtsnack 24/7 (Utrecht): open around the clock, so a newcomer who starts the demo at 03:00 can
// walk through an order (docs/issues/012.md). A small snackbar menu: friet sizes with sauces, snacks, drinks.

const NACHTSNACK: DemoHost = {
  key: "nachtsnack",
  organisation: { name: "Nachtsnack B.V.", marketplaceSync: false },
  host: {
    perma: "nachtsnack",
    name: "Nachtsnack 24/7",
    short: "Dag en nacht open",
    banner: "/images/banners/desnackbar.svg",
    themePrimary: "#283593",
    themeSecondary: "#f9a825",
    menu: ["Friet", "Snacks", "Dranken"],
    categories: ["friet"],
    animation: "friet",
    description: "Friet en snacks, dag en nacht: de hele week, rond de klok.",
    address: "Vredenburg 40",
    zipcode: "3511 BD",
    city: "Utrecht",
    phone: "030-2345678",
    email: "info@nachtsnack.nl",
    settings: {
      payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] },
      escalationMinutes: 10,
      adminPhone: "+31612345701",
      autoPrint: false,
      deliveryMinutes: 35,
      pickupMinutes: 10,
    },
  },
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "00:00", closes: "24:00" })),
  deliveryZones: [{ name: "Utrecht centrum", zipFrom: 3511, zipTo: 3515, fee: 250, minimum: 1000, freeFrom: 2500 }],
  products: [
    {
      name: "Friet",
      price: 275,
      description: "Vers gesneden, de hele nacht",
      tab: "Friet",
      groupName: "Friet",
      flags: ["veggie"],
      favorite: true,
      volumes: [
        { name: "Klein", price: 275 },
        { name: "Middel", price: 325 },
        { name: "Groot", price: 395 },
      ],
      groups: [FRIET_SAUZEN],
    },
    snack("Frikandel", 225, { favorite: true, allergens: ["gluten"] }),
    snack("Kroket", 250, { allergens: ["gluten", "melk"] }),
    snack("Kaassoufflé", 250, { allergens: ["gluten", "melk"], flags: ["veggie"] }),
    snack("Bamischijf", 250, { allergens: ["gluten", "soja"], flags: ["medium"] }),
    { name: "Coca-Cola", price: 250, tab: "Dranken", groupName: "Frisdrank" },
    { name: "Spa Blauw", price: 225, tab: "Dranken", groupName: "Water" },
  ],
  rewards: ["Frikandel", "Coca-Cola"],
  clubReward: "een gratis frikandel of Coca-Cola",
  printers: [],
};

export const DEMO_HOSTS: DemoHost[] = [PIZZAROMA, DESNACKBAR, GRILLANKARA, NACHTSNACK];

export const DEMO_CALLCENTRE = {
  name: "Belcentrale Midden-Nederland",
  serves: ["pizzaroma", "desnackbar", "grillankara"] as DemoHostKey[],
};

// ---------------------------------------------------------------------------------------------
// People. Phones 06-12345xxx, stored cleaned. Staff log in with e-mail + DEMO_PASSWORD too.

export const DEMO_ROOT: DemoPerson & { email: string } = {
  key: "root",
  firstName: "Bestelinfo",
  lastName: "Beheer",
  phone: "+31612345000",
  email: "root@bestelinfo.nl",
};

export const DEMO_STAFF: DemoStaffMember[] = [
  {
    key: "roma-admin",
    organisation: "pizzaroma",
    orgRole: "admin",
    role: null,
    firstName: "Marco",
    lastName: "Rossi",
    phone: "+31612345101",
    email: "admin@pizzaroma.nl",
  },
  {
    key: "roma-order",
    organisation: "pizzaroma",
    orgRole: "order",
    role: null,
    firstName: "Giulia",
    lastName: "Bianchi",
    phone: "+31612345102",
    email: "order@pizzaroma.nl",
  },
  {
    key: "roma-user",
    organisation: "pizzaroma",
    orgRole: "user",
    role: null,
    firstName: "Luca",
    lastName: "Romano",
    phone: "+31612345103",
    email: "user@pizzaroma.nl",
  },
  {
    key: "roma-cook",
    organisation: "pizzaroma",
    orgRole: "cook",
    role: null,
    firstName: "Anna",
    lastName: "Esposito",
    phone: "+31612345104",
    email: "cook@pizzaroma.nl",
  },
  {
    key: "roma-courier",
    organisation: "pizzaroma",
    orgRole: "courier",
    role: null,
    firstName: "Tim",
    lastName: "de Boer",
    phone: "+31612345105",
    email: "courier@pizzaroma.nl",
  },
  // No role at all: the menu shows "Bestellen" (docs/spec.md §2).
  {
    key: "roma-desk",
    organisation: "pizzaroma",
    orgRole: null,
    role: null,
    firstName: "Sara",
    lastName: "Conti",
    phone: "+31612345106",
    email: "balie@pizzaroma.nl",
  },
  {
    key: "snack-admin",
    organisation: "desnackbar",
    orgRole: "admin",
    role: null,
    firstName: "Henk",
    lastName: "van Dijk",
    phone: "+31612345201",
    email: "admin@desnackbar.nl",
  },
  {
    key: "snack-order",
    organisation: "desnackbar",
    orgRole: "order",
    role: null,
    firstName: "Ria",
    lastName: "Mulder",
    phone: "+31612345202",
    email: "order@desnackbar.nl",
  },
  // Role on the user only (no organisation role): the fallback of docs/spec.md §6.
  {
    key: "snack-cook",
    organisation: "desnackbar",
    orgRole: null,
    role: "cook",
    firstName: "Kees",
    lastName: "Hendriks",
    phone: "+31612345203",
    email: "cook@desnackbar.nl",
  },
  {
    key: "snack-courier",
    organisation: "desnackbar",
    orgRole: "courier",
    role: null,
    firstName: "Bram",
    lastName: "Koster",
    phone: "+31612345204",
    email: "courier@desnackbar.nl",
  },
  {
    key: "grill-admin",
    organisation: "grillankara",
    orgRole: "admin",
    role: null,
    firstName: "Mustafa",
    lastName: "Demir",
    phone: "+31612345301",
    email: "admin@grillankara.nl",
  },
  {
    key: "grill-order",
    organisation: "grillankara",
    orgRole: "order",
    role: null,
    firstName: "Ayşe",
    lastName: "Kaya",
    phone: "+31612345302",
    email: "order@grillankara.nl",
  },
  {
    key: "grill-cook",
    organisation: "grillankara",
    orgRole: "cook",
    role: null,
    firstName: "Emre",
    lastName: "Şahin",
    phone: "+31612345303",
    email: "cook@grillankara.nl",
  },
  {
    key: "grill-courier",
    organisation: "grillankara",
    orgRole: "courier",
    role: null,
    firstName: "Yusuf",
    lastName: "Arslan",
    phone: "+31612345304",
    email: "courier@grillankara.nl",
  },
  {
    key: "cc-admin",
    organisation: "callcenter",
    orgRole: "admin",
    role: null,
    firstName: "Linda",
    lastName: "de Graaf",
    phone: "+31612345401",
    email: "admin@belcentrale.nl",
  },
  {
    key: "cc-petra",
    organisation: "callcenter",
    orgRole: "callcenter",
    role: null,
    firstName: "Petra",
    lastName: "Bos",
    phone: "+31612345402",
    email: "callcenter@belcentrale.nl",
  },
  {
    key: "cc-noor",
    organisation: "callcenter",
    orgRole: "callcenter",
    role: null,
    firstName: "Noor",
    lastName: "Willems",
    phone: "+31612345403",
    email: "noor@belcentrale.nl",
  },
  {
    key: "nacht-admin",
    organisation: "nachtsnack",
    orgRole: "admin",
    role: null,
    firstName: "Noor",
    lastName: "Visser",
    phone: "+31612345701",
    email: "admin@nachtsnack.nl",
  },
];

function address(street: string, number: string, zipcode: string, city: string, name: string, phone: string): Address {
  return { street, number, zipcode, city, name, phone };
}

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    key: "sanne",
    firstName: "Sanne",
    lastName: "de Vries",
    phone: "+31612345601",
    address: address("Oudegracht", "150", "3511 AZ", "Utrecht", "Sanne de Vries", "0612345601"),
  },
  {
    key: "jan",
    firstName: "Jan",
    lastName: "Jansen",
    phone: "+31612345602",
    address: address("Lange Nieuwstraat", "23", "3512 PD", "Utrecht", "Jan Jansen", "0612345602"),
  },
  {
    key: "fatima",
    firstName: "Fatima",
    lastName: "El Amrani",
    phone: "+31612345603",
    address: address("Kanaalstraat", "112", "3531 CP", "Utrecht", "Fatima El Amrani", "0612345603"),
  },
  {
    key: "daan",
    firstName: "Daan",
    lastName: "Bakker",
    phone: "+31612345604",
    address: address("Biltstraat", "90", "3572 BG", "Utrecht", "Daan Bakker", "0612345604"),
  },
  {
    key: "emma",
    firstName: "Emma",
    lastName: "Visser",
    phone: "+31612345605",
    address: address("Langestraat", "40", "3811 AG", "Amersfoort", "Emma Visser", "0612345605"),
  },
  {
    key: "mehmet",
    firstName: "Mehmet",
    lastName: "Yılmaz",
    phone: "+31612345606",
    address: address("Amsterdamsestraatweg", "300", "3551 CX", "Utrecht", "Mehmet Yılmaz", "0612345606"),
  },
  {
    key: "lotte",
    firstName: "Lotte",
    lastName: "Smit",
    phone: "+31612345607",
    address: address("Kamp", "20", "3811 AR", "Amersfoort", "Lotte Smit", "0612345607"),
  },
];

// ---------------------------------------------------------------------------------------------
// Orders. Sanne has nine completed Roma orders, so with her free first stamp her card is full.

const SANNE_HISTORY: DemoOrder["items"][] = [
  [
    { product: "Margherita", volume: "Groot 30 cm" },
    { product: "Coca-Cola", volume: "Blik 0,33 l" },
  ],
  [{ product: "Pizza naar keuze", volume: "Groot 30 cm", includes: ["Ham", "Champignons"] }, { product: "Tiramisu" }],
  [{ product: "Spaghetti Carbonara" }, { product: "Tiramisu" }],
  [{ product: "Diavola", volume: "Medium 25 cm", includes: ["Extra mozzarella"] }, { product: "Spa Rood" }],
  [
    {
      product: "Half om half",
      volume: "Groot 30 cm",
      includes: ["½ Margherita", "Ui", "Paprika"],
      includes2: ["½ Salami"],
    },
    { product: "Coca-Cola", volume: "Blik 0,33 l" },
  ],
  [{ product: "Lasagne al forno" }, { product: "Knoflookbrood" }],
  [
    { product: "Margherita", volume: "Familie 40 cm", quantity: 2 },
    { product: "Coca-Cola", volume: "Fles 1,5 l" },
  ],
  [
    { product: "Funghi", volume: "Medium 25 cm" },
    { product: "Gelato", includes: ["Vanille", "Pistache", "Aardbei"] },
  ],
  [
    { product: "Quattro Formaggi", volume: "Groot 30 cm" },
    { product: "Knoflooksaus", quantity: 2 },
  ],
];

const NOTE_ORDER = "Goed nieuws! We hebben je bestelling ontvangen en gaan er meteen mee aan de slag.";

export const DEMO_ORDERS: DemoOrder[] = [
  ...SANNE_HISTORY.map((items, i): DemoOrder => ({
    host: "pizzaroma",
    customer: "sanne",
    at: { daysAgo: 7 * (9 - i), time: "18:15" },
    status: "hide",
    source: i % 3 === 0 ? "app" : "internet",
    payment: i % 2 === 0 ? "ideal" : "cash",
    paid: true,
    ideal: i % 2 === 0 ? "paid" : undefined,
    deliver: true,
    items,
  })),

  // --- Pizzeria Roma: yesterday
  {
    host: "pizzaroma",
    customer: "jan",
    at: { daysAgo: 1, time: "18:40" },
    status: "hide",
    source: "internet",
    payment: "cash",
    paid: true,
    deliver: false,
    items: [
      { product: "Salami", volume: "Medium 25 cm" },
      { product: "Coca-Cola", volume: "Blik 0,33 l", quantity: 2 },
    ],
  },
  {
    host: "pizzaroma",
    customer: "daan",
    at: { daysAgo: 1, time: "19:05" },
    status: "hide",
    source: "app",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    items: [
      {
        product: "Half om half",
        volume: "Familie 40 cm",
        includes: ["½ Funghi", "Ham", "Ui"],
        includes2: ["½ Diavola"],
      },
    ],
  },
  {
    host: "pizzaroma",
    customer: null,
    at: { daysAgo: 1, time: "19:30" },
    status: "hide",
    source: "phone",
    payment: "cash",
    paid: true,
    deliver: false,
    createdBy: "cc-petra",
    phone: "0000000000",
    items: [{ product: "Hawaii", volume: "Groot 30 cm" }, { product: "Penne Arrabbiata" }],
  },

  // --- Pizzeria Roma: today
  {
    host: "pizzaroma",
    customer: "jan",
    at: { minutesAgo: 150 },
    dueAfter: 25,
    status: "archive",
    source: "internet",
    payment: "pin",
    paid: true,
    deliver: false,
    description: "Bel maar aan bij de zijdeur",
    items: [
      { product: "Quattro Formaggi", volume: "Familie 40 cm" },
      { product: "Tiramisu", quantity: 2 },
    ],
    notifications: [{ afterMinutes: 2, method: "push", type: "order", message: NOTE_ORDER }],
  },
  {
    host: "pizzaroma",
    customer: "fatima",
    at: { minutesAgo: 50 },
    status: "done",
    source: "internet",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    items: [
      { product: "Diavola", volume: "Groot 30 cm", includes: ["Jalapeños", "Ui"] },
      { product: "Penne Arrabbiata" },
      { product: "Fanta Orange", quantity: 2 },
    ],
    notifications: [
      { afterMinutes: 1, method: "push", type: "order", message: NOTE_ORDER },
      {
        afterMinutes: 45,
        method: "sms",
        type: "due",
        sub: "onroute",
        message: "Je bestelling van Pizzeria Roma is onderweg, eet smakelijk!",
      },
    ],
  },
  {
    host: "pizzaroma",
    customer: "lotte",
    at: { minutesAgo: 20 },
    dueAfter: 30,
    status: "order",
    source: "app",
    payment: "pin",
    paid: false,
    deliver: false,
    printed: true,
    items: [
      { product: "Margherita", volume: "Medium 25 cm", quantity: 2 },
      { product: "Calzone", volume: "Medium 25 cm", remark: "Goed doorbakken graag" },
    ],
    notifications: [{ afterMinutes: 3, method: "push", type: "order", message: NOTE_ORDER }],
  },
  {
    host: "pizzaroma",
    customer: null,
    at: { minutesAgo: 8 },
    status: "new",
    source: "thuisbezorgd",
    payment: "thuisbezorgd",
    paid: true,
    deliver: true,
    deliveryFee: 0,
    marketplaceRef: "TB-20481377",
    customerName: "M. de Groot",
    address: address("Nobelstraat", "7", "3512 EM", "Utrecht", "M. de Groot", "0687654321"),
    items: [
      {
        name: "Thuisbezorgd.nl bestelling",
        icon: "thuisbezorgd",
        groupName: "Thuisbezorgd",
        unitPrice: 2640,
        remark: "1x Pizza Salami Groot, 1x Spaghetti Bolognese, 1x Coca-Cola",
      },
    ],
  },
  {
    host: "pizzaroma",
    customer: "emma",
    at: { minutesAgo: 35 },
    status: "concept",
    source: "internet",
    payment: "ideal",
    paid: false,
    ideal: "expired",
    paymentStatus: "expired",
    deliver: false,
    items: [{ product: "Funghi", volume: "Medium 25 cm" }, { product: "Tiramisu" }],
  },
  {
    host: "pizzaroma",
    customer: "daan",
    at: { minutesAgo: 90 },
    dueAfter: 240,
    asap: false,
    status: "pending",
    source: "internet",
    payment: "cash",
    paid: false,
    deliver: true,
    description: "Voor het verjaardagsfeestje, graag om precies deze tijd",
    items: [
      { product: "Margherita", volume: "Familie 40 cm", quantity: 3 },
      { product: "Pizza naar keuze", volume: "Familie 40 cm", includes: ["Salami", "Champignons", "Paprika", "Ui"] },
      { product: "Coca-Cola", volume: "Fles 1,5 l", quantity: 2 },
    ],
  },
  {
    host: "pizzaroma",
    customer: "sanne",
    at: { minutesAgo: 3 },
    status: "new",
    source: "app",
    payment: "cash",
    paid: false,
    deliver: true,
    items: [
      {
        product: "Half om half",
        volume: "Groot 30 cm",
        includes: ["½ Salami", "Champignons", "Ui", "Paprika"],
        includes2: ["½ Funghi"],
      },
      { product: "Coca-Cola", volume: "Fles 1,5 l" },
    ],
  },

  // --- De Snackbar: yesterday
  {
    host: "desnackbar",
    customer: "emma",
    at: { daysAgo: 1, time: "12:20" },
    status: "hide",
    source: "internet",
    payment: "cash",
    paid: true,
    deliver: false,
    items: [{ product: "Friet", volume: "Middel", includes: ["Fritessaus"] }, { product: "Frikandel speciaal" }],
  },
  {
    host: "desnackbar",
    customer: "lotte",
    at: { daysAgo: 1, time: "17:45" },
    status: "hide",
    source: "app",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    items: [
      { product: "Kipnuggets", volume: "9 stuks", includes: ["Curry"] },
      { product: "Friet", volume: "Groot", includes: ["Mayonaise", "Extra bakje fritessaus"] },
      { product: "Chocomel" },
    ],
  },

  // --- De Snackbar: today
  {
    host: "desnackbar",
    customer: "lotte",
    at: { minutesAgo: 120 },
    status: "archive",
    source: "internet",
    payment: "cash",
    paid: true,
    deliver: true,
    items: [
      { product: "Friet", volume: "Groot", includes: ["Mayonaise"] },
      { product: "Kroket", includes: ["Op een broodje"] },
      { product: "Frikandel", quantity: 2, includes: ["Uitjes", "Curry"] },
    ],
    notifications: [
      {
        afterMinutes: 40,
        method: "sms",
        type: "archive",
        message: "Je bestelling is bezorgd. Eet smakelijk en tot de volgende keer!",
      },
    ],
  },
  {
    host: "desnackbar",
    customer: "emma",
    at: { minutesAgo: 30 },
    status: "done",
    source: "internet",
    payment: "pin",
    paid: true,
    deliver: false,
    items: [{ product: "Patat oorlog", volume: "Middel" }, { product: "Kaassoufflé" }, { product: "Coca-Cola" }],
  },
  {
    host: "desnackbar",
    customer: "lotte",
    at: { minutesAgo: 12 },
    status: "order",
    source: "phone",
    createdBy: "cc-petra",
    payment: "cash",
    paid: false,
    deliver: true,
    description: "Klant belde via de belcentrale",
    items: [
      { product: "Hamburger", includes: ["Kaas", "Bacon"] },
      { product: "Friet", volume: "Middel", includes: ["Geen saus"] },
      { product: "Frikandel" },
      { product: "Fanta" },
    ],
  },
  {
    host: "desnackbar",
    customer: "lotte",
    at: { minutesAgo: 5 },
    status: "new",
    source: "app",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    items: [
      { product: "Kindermenu", includes: ["Kipnuggets", "Appelsap"] },
      { product: "Friet speciaal", volume: "Middel", removed: ["Uitjes"] },
      { product: "Kroket" },
    ],
  },
  {
    host: "desnackbar",
    customer: null,
    at: { minutesAgo: 2 },
    status: "new",
    source: "desk",
    createdBy: "snack-order",
    payment: "cash",
    paid: true,
    deliver: false,
    items: [
      { product: "Friet", volume: "Klein", includes: ["Mayonaise"] },
      { product: "Kroket", includes: ["Op een broodje"] },
    ],
  },

  // --- Grillroom Ankara: history
  {
    host: "grillankara",
    customer: "jan",
    at: { daysAgo: 8, time: "20:10" },
    status: "hide",
    source: "internet",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    items: [
      { product: "Shoarma", variation: "Schotel", includes: ["Knoflooksaus", "Sambal", "Friet"] },
      { product: "Lahmacun" },
      { product: "Ayran" },
    ],
  },
  {
    host: "grillankara",
    customer: "mehmet",
    at: { daysAgo: 3, time: "21:30" },
    status: "hide",
    source: "app",
    payment: "cash",
    paid: true,
    deliver: true,
    items: [
      { product: "Kapsalon", volume: "Groot", includes: ["Döner"] },
      { product: "Uludağ Gazoz", quantity: 2 },
      { product: "Baklava" },
    ],
  },
  {
    host: "grillankara",
    customer: "fatima",
    at: { daysAgo: 1, time: "17:55" },
    status: "hide",
    source: "internet",
    payment: "pin",
    paid: true,
    deliver: false,
    items: [{ product: "Falafel", variation: "Broodje", includes: ["Yoghurt-muntsaus", "Sla", "Tomaat", "Komkommer"] }],
  },

  // --- Grillroom Ankara: today
  {
    host: "grillankara",
    customer: "fatima",
    at: { minutesAgo: 100 },
    status: "archive",
    source: "internet",
    payment: "cash",
    paid: true,
    deliver: false,
    items: [
      { product: "Shoarma", variation: "Broodje", includes: ["Knoflooksaus"], removed: ["Ui"] },
      { product: "Lahmacun", quantity: 2 },
    ],
  },
  {
    host: "grillankara",
    customer: "mehmet",
    at: { minutesAgo: 25 },
    status: "concept",
    source: "app",
    payment: "ideal",
    paid: false,
    ideal: "failed",
    paymentStatus: "failed",
    deliver: true,
    items: [
      {
        product: "Mixed grill",
        volume: "2 personen",
        includes: ["Rijst", "Sla", "Tomaat", "Ui", "Knoflooksaus", "Sambal"],
      },
    ],
  },
  {
    host: "grillankara",
    customer: "daan",
    at: { minutesAgo: 18 },
    status: "order",
    source: "internet",
    payment: "ideal",
    paid: true,
    ideal: "paid",
    deliver: true,
    address: address("Twijnstraat", "41", "3511 ZJ", "Utrecht", "Daan Bakker", "0612345604"),
    items: [
      { product: "Adana kebab", includes: ["Bulgur", "Peterselie", "Ui", "Yoghurt-muntsaus"] },
      { product: "Ayran", quantity: 2 },
      { product: "Baklava" },
    ],
    notifications: [
      {
        afterMinutes: 2,
        method: "push",
        type: "order",
        message: NOTE_ORDER,
        status: "failed",
        error: "Abonnement verlopen (410)",
      },
      {
        afterMinutes: 2,
        method: "sms",
        type: "order",
        message: NOTE_ORDER,
        status: "failed",
        error: "SMS-dienst niet bereikbaar",
      },
    ],
  },
  {
    host: "grillankara",
    customer: "jan",
    at: { minutesAgo: 6 },
    status: "new",
    source: "app",
    payment: "cash",
    paid: false,
    deliver: true,
    items: [
      {
        product: "Döner kebab",
        variation: "Schotel",
        includes: ["Knoflooksaus", "Sambal", "Rijst", "Sla", "Tomaat", "Komkommer"],
      },
      { product: "Kapsalon", volume: "Groot", includes: ["Kipshoarma", "Fetakaas"], removed: ["Gouda kaas"] },
      { product: "Coca-Cola", quantity: 2 },
    ],
  },
];

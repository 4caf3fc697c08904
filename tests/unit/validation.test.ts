import { describe, it, expect } from "vitest";
import {
  ANONYMOUS_PHONE,
  MESSAGES,
  cleanPhone,
  displayPhone,
  isAnonymousPhone,
  validate,
  validateAll,
  type Rule,
} from "~/domain/validation";

const valid: Array<[Rule, string]> = [
  ["required", "a"],
  ["required", " x "],
  ["min8", "12345678"],
  ["min8", "wachtwoord123"],
  ["min8", "        "],
  ["min4", "abcd"],
  ["min4", "ééé€"],
  ["max11", ""],
  ["max11", "12345678901"],
  ["max11", "😀😀😀😀😀😀😀😀😀😀😀"],
  ["code", "1234"],
  ["code", "AB12"],
  ["code", "abcd"],
  ["code", " 1234 "],
  ["time", "00:00"],
  ["time", "09:05"],
  ["time", "12:30"],
  ["time", "19:59"],
  ["time", "23:59"],
  ["zipcode", "1234AB"],
  ["zipcode", "1234 AB"],
  ["zipcode", "1234ab"],
  ["zipcode", "9999 zz"],
  ["zipcode", "1000aA"],
  ["phone", "0612345678"],
  ["phone", "030-1234567"],
  ["phone", "06-12345678"],
  ["phone", "0201234567"],
  ["phone", "03012345678"],
  ["mobile", "0612345678"],
  ["mobile", "0699999999"],
  ["mac", "00:1A:2b:3C:4d:5E"],
  ["mac", "00-1a-2b-3c-4d-5e"],
  ["mac", "FF:FF:FF:FF:FF:FF"],
  ["email", ""],
  ["email", "   "],
  ["email", "jan@pizzaroma.nl"],
  ["email", "Jan.de.Vries+bestel@mail.example.co.uk"],
  ["email", "a@b.nl"],
  ["url", ""],
  ["url", "www.pizzaroma.nl"],
  ["url", "pizzaroma.nl"],
  ["url", "http://pizzaroma.nl"],
  ["url", "https://www.pizzaroma.nl/menu?tab=pizza#top"],
  ["url", "HTTPS://Pizza-Roma.NL"],
  ["url", "https://pizzaroma.nl:8443/"],
];

const invalid: Array<[Rule, string]> = [
  ["required", ""],
  ["required", "   "],
  ["required", "\t\n"],
  ["min8", ""],
  ["min8", "1234567"],
  ["min8", "éééé€€€"],
  ["min4", ""],
  ["min4", "abc"],
  ["max11", "123456789012"],
  ["max11", "😀😀😀😀😀😀😀😀😀😀😀😀"],
  ["code", ""],
  ["code", "123"],
  ["code", "12345"],
  ["code", "12 4"],
  ["time", ""],
  ["time", "24:00"],
  ["time", "23:60"],
  ["time", "9:30"],
  ["time", "09:5"],
  ["time", "0930"],
  ["time", "12:30:00"],
  ["time", "ab:cd"],
  ["zipcode", ""],
  ["zipcode", "0123AB"],
  ["zipcode", "123AB"],
  ["zipcode", "12345AB"],
  ["zipcode", "1234A"],
  ["zipcode", "1234ABC"],
  ["zipcode", "1234  AB"],
  ["zipcode", "1234-AB"],
  ["zipcode", "AB1234"],
  ["phone", ""],
  ["phone", "612345678"],
  ["phone", "061234567"],
  ["phone", "061234567890"],
  ["phone", "1612345678"],
  ["phone", "06-1234-5678"],
  ["phone", "061234567-"],
  ["phone", "06 12345678"],
  ["phone", "+31612345678"],
  ["phone", "06a2345678"],
  ["mobile", ""],
  ["mobile", "061234567"],
  ["mobile", "06123456789"],
  ["mobile", "06-1234567"],
  ["mobile", "06 1234567"],
  ["mobile", "0201234567"],
  ["mobile", "1234567890"],
  ["mobile", "+31612345678"],
  ["mac", ""],
  ["mac", "00:1A:2B:3C:4D"],
  ["mac", "00:1A:2B:3C:4D:5E:6F"],
  ["mac", "00:1A-2B:3C:4D:5E"],
  ["mac", "001A2B3C4D5E"],
  ["mac", "00:1A:2B:3C:4D:5G"],
  ["mac", "0:1A:2B:3C:4D:5E"],
  ["email", "jan"],
  ["email", "jan@"],
  ["email", "@pizzaroma.nl"],
  ["email", "jan@pizzaroma"],
  ["email", "jan@@pizzaroma.nl"],
  ["email", "jan de vries@pizzaroma.nl"],
  ["email", "jan..vries@pizzaroma.nl"],
  ["email", ".jan@pizzaroma.nl"],
  ["email", "jan@pizzaroma.n"],
  ["url", "pizzaroma"],
  ["url", "ftp://pizzaroma.nl"],
  ["url", "javascript:alert(1)"],
  ["url", "http://"],
  ["url", "www.pizza roma.nl"],
  ["url", "https://-pizza.nl"],
];

describe("validate", () => {
  it.each(valid)("%s accepts %j", (rule, value) => {
    expect(validate(rule, value)).toBeNull();
  });

  it.each(invalid)("%s rejects %j", (rule, value) => {
    expect(validate(rule, value)).toBe(MESSAGES[rule]);
  });

  it.each<[Rule, string, string]>([
    ["required", " ", "Verplicht."],
    ["min8", "1234567", "Tenminste 8 tekens"],
    ["min4", "123", "Tenminste 4 tekens"],
    ["max11", "123456789012", "Maximaal 11 tekens"],
    ["code", "123", "Ongeldige code"],
    ["time", "25:00", "Ongeldige tijd"],
    ["zipcode", "0123AB", "Ongeldige postcode"],
    ["phone", "12345", "Ongeldig telefoonnummer"],
    ["mobile", "12345", "Ongeldig nummer"],
    ["mac", "12345", "Ongeldig mac adres"],
    ["email", "x x", "Ongeldig e-mail adres."],
    ["url", "x x", "Ongeldig website adres."],
  ])("%s rejects %j with the spec's message %j", (rule, value, message) => {
    expect(validate(rule, value)).toBe(message);
  });
});

describe("validateAll", () => {
  it.each<[Rule[], string, string | null]>([
    [["required", "mobile"], "", "Verplicht."],
    [["required", "mobile"], "0612", "Ongeldig nummer"],
    [["required", "mobile"], "0612345678", null],
    [["email"], "", null],
    [["required", "email"], "", "Verplicht."],
    [[], "", null],
  ])("%j on %j gives %j", (rules, value, expected) => {
    expect(validateAll(rules, value)).toBe(expected);
  });
});

describe("cleanPhone", () => {
  it.each([
    ["0612345678", "+31612345678"],
    ["06 12 34 56 78", "+31612345678"],
    ["06-12345678", "+31612345678"],
    ["(020) 123 4567", "+31201234567"],
    [" 0612345678 ", "+31612345678"],
    ["+31612345678", "+31612345678"],
    ["+31 6 1234 5678", "+31612345678"],
    ["+32 (0)470 12.34.56", "+320470123456"],
    ["+", "+"],
    ["612345678", "612345678"],
    ["061234567", "061234567"],
    ["06123456789", "06123456789"],
    ["1612345678", "1612345678"],
    ["0031612345678", "0031612345678"],
    ["abc", ""],
    ["", ""],
  ])("%j → %j", (raw, expected) => {
    expect(cleanPhone(raw)).toBe(expected);
  });
});

describe("anonymous phone", () => {
  it("is the spec's placeholder", () => {
    expect(ANONYMOUS_PHONE).toBe("0000000000");
  });

  it.each<[string | null | undefined, boolean]>([
    ["0000000000", true],
    ["+31000000000", true],
    ["000 000 0000", true],
    ["0612345678", false],
    ["000000000", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("isAnonymousPhone(%j) is %s", (phone, expected) => {
    expect(isAnonymousPhone(phone)).toBe(expected);
  });

  it.each([
    ["+31612345678", "0612345678"],
    ["06 12345678", "0612345678"],
    ["0000000000", "Anoniem"],
    ["+31000000000", "Anoniem"],
    ["+32470123456", "+32470123456"],
    ["12345", "12345"],
  ])("displayPhone(%j) is %j", (phone, expected) => {
    expect(displayPhone(phone)).toBe(expected);
  });
});

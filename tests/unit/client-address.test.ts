import { describe, expect, it } from "vitest";
import { addressKey } from "~/infra/client-address";

describe("addressKey", () => {
  it("counts an IPv6 client by its /64, however it writes its address", () => {
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0DB8:0001:0002:ffff::9")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("2001:db8:1:3::1")).not.toBe(addressKey("2001:db8:1:2::1"));
  });

  it("keeps an IPv4 address, also when it arrives IPv4-mapped", () => {
    expect(addressKey("192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressKey("")).toBe("");
  });
});

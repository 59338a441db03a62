import { describe, expect, it } from "vitest";
import { clientAddressBucket } from "./client-address";

describe("clientAddressBucket", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:3::1", "2001:db8:1:3::/64"],
    ["::1", "0:0:0:0::/64"],
    ["not an address", "not an address"],
  ])("%s counts as %s", (address, bucket) => {
    expect(clientAddressBucket(address)).toBe(bucket);
  });
});

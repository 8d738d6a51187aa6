// geoip-lite ships no types; its CommonJS module.exports is reached through a default import.
declare module 'geoip-lite' {
  interface GeoipLite {
    /** Country data of an IPv4/IPv6 address, or null when unknown (private, loopback). */
    lookup(ip: string): { readonly country: string } | null;
  }
  const geoip: GeoipLite;
  export = geoip;
}

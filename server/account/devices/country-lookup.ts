import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Reader, type CountryResponse } from 'mmdb-lib';

/** The one record the database holds per network: an ISO 3166 country code. */
type CountryRecord = CountryResponse & { country_code?: string };

// IP-to-country from the registries' own data (decision 032, "Sessions"): public domain, shipped
// inside the npm package, read from disk here. Nothing is looked up over the network.
const DATABASE_FILE = '@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb';

let reader: Reader<CountryRecord> | null = null;

/**
 * The ISO country code a public address (or the network it was coarsened to) is registered in,
 * or null when the database does not know it. The 8 MB file is read on the first look-up only:
 * a server whose settings page is never opened never loads it.
 */
export function lookUpCountryCode(address: string): string | null {
  reader ??= new Reader<CountryRecord>(
    readFileSync(createRequire(import.meta.url).resolve(DATABASE_FILE)),
  );
  const code = reader.get(address)?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}

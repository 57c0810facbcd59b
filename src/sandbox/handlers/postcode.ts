import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import { apiUrl } from '~/api/endpoints';
import type { viaCepSchema, zippopotamSchema } from '~/api/misc/postcode-lookup';

/*
 * The public postcode services of part 2 §7 "Zip lookups (external)", answered in their own formats: Zippopotam.us
 * for Europe, ViaCEP for Brazil. A few real places; any other zip gets the service's own not-found answer.
 * Listed in docs/sandbox.md. Under /sandbox-api/, so `sandbox-fault-path=zippopotam` or `viacep` fails them.
 */

type Zippopotam = z.input<typeof zippopotamSchema>;
type ViaCep = z.input<typeof viaCepSchema>;

function place(country: string, abbreviation: string, placeName: string, state: string): Zippopotam {
  // The service's places carry more (state, longitude...) than the client reads.
  const places = [{ 'place name': placeName, state }];
  return { country, 'country abbreviation': abbreviation, places };
}

/** Europe, by lower-case country code, then zip. */
export const SANDBOX_EUROPEAN_PLACES: Readonly<Record<string, Readonly<Record<string, Zippopotam>>>> = {
  de: { '10115': place('Germany', 'DE', 'Berlin', 'Berlin'), '80331': place('Germany', 'DE', 'München', 'Bayern') },
  fr: { '75001': place('France', 'FR', 'Paris', 'Île-de-France') },
  nl: { '1012': place('Netherlands', 'NL', 'Amsterdam', 'Noord-Holland') },
  it: { '00184': place('Italy', 'IT', 'Roma', 'Lazio') },
  es: { '28013': place('Spain', 'ES', 'Madrid', 'Comunidad de Madrid') },
  pt: { '1100': place('Portugal', 'PT', 'Lisboa', 'Lisboa') },
};

/** Brazil, by the zip's 8 digits. */
export const SANDBOX_BRAZILIAN_PLACES: Readonly<Record<string, ViaCep>> = {
  '01310100': { uf: 'SP', localidade: 'São Paulo', logradouro: 'Avenida Paulista', bairro: 'Bela Vista' },
  // A zip with no street of its own: the buyer types the street (the lookup fills only what it has).
  '20040002': { uf: 'RJ', localidade: 'Rio de Janeiro', logradouro: '', bairro: 'Centro' },
};

export const postcodeHandlers = [
  // Zippopotam.us answers an unknown place with HTTP 404 and an empty object.
  http.get(apiUrl('zipEurope', '/:country/:zip'), ({ params }) => {
    const found = SANDBOX_EUROPEAN_PLACES[String(params.country)]?.[String(params.zip)];
    return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
  }),

  // ViaCEP answers an unknown zip with 200 and { erro: true }, a malformed one with 400.
  http.get(apiUrl('zipBrazil', '/:zip/json/'), ({ params }) => {
    const zip = String(params.zip);
    if (!/^\d{8}$/.test(zip)) return new HttpResponse(null, { status: 400 });
    return HttpResponse.json(SANDBOX_BRAZILIAN_PLACES[zip] ?? { erro: true });
  }),
];

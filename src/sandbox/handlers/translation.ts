import { http, HttpResponse } from 'msw';
import { apiUrl } from '~/api/endpoints';
import { DEFAULT_TRANSLATION_LANGUAGE, translateAllPayloadSchema } from '~/api/translation/translate-all';
import { translateWordPayloadSchema } from '~/api/translation/translate-word';
import { sandboxTranslations, sandboxWordTranslations } from '~/sandbox/fixtures/translations';
import { currentSandboxUser } from './account';
import { readJson } from './read-body';

const notFound = () => HttpResponse.json({ error: 'key_not_found' });

export const translationHandlers = [
  http.post(apiUrl('translation', '/translate/all'), async ({ request }) => {
    const body = await readJson(request, translateAllPayloadSchema);
    if (!body.ok) return body.response;
    const { application, sigla, category } = body.data;
    const texts = sandboxTranslations[application]?.[sigla]?.[category];
    return texts ? HttpResponse.json({ data: texts }) : notFound();
  }),

  // The language is the session's: the logged-in account's, else the default.
  http.post(apiUrl('translation', '/translate'), async ({ request }) => {
    const body = await readJson(request, translateWordPayloadSchema);
    if (!body.ok) return body.response;
    const lang = currentSandboxUser()?.lang ?? DEFAULT_TRANSLATION_LANGUAGE;
    const text = sandboxWordTranslations[body.data.application]?.[body.data.word]?.[lang];
    return text === undefined ? notFound() : HttpResponse.json({ data: text });
  }),
];

import type { AstroIntegration } from 'astro';
import { checkLocaleDir, formatLocaleReport, LOCALES_DIR } from '../src/i18n/locale-check';

/**
 * The translator's check run by every build (sandbox and live): a locale file with a missing,
 * extra or empty key, or a renamed `{{placeholder}}`, stops `astro build` with the check's report (the language, file
 * and key named), as `npm run check:locales` prints it. `astro dev` keeps running and logs the report as a warning,
 * so a translator sees it on the next save.
 */
export function localeCheckIntegration(dir: string = LOCALES_DIR): AstroIntegration {
  return {
    name: 'checkout-locale-check',
    hooks: {
      'astro:config:setup': ({ command, logger }) => {
        const report = checkLocaleDir(dir);
        if (report.problems.length === 0) return;
        const message = `the locale files do not match the reference language:\n${formatLocaleReport(report)}`;
        if (command === 'build') throw new Error(message);
        logger.warn(message);
      },
    },
  };
}

import { computed } from 'nanostores';
import { moneyLocale } from '~/domain/money';
import { $ipLocale, $lang, $user } from './session';

/**
 * The locale the checkout's amounts are read in (decision 045): the page language with the buyer's country, the one
 * the BRL rule uses (locale by IP, else the account's); the language alone until one is known. 'es' in Mexico:
 * 'es-MX', so MXN reads "$833.00" and USD "USD 199.00".
 */
export const $moneyLocale = computed([$lang, $ipLocale, $user], (lang, ip, user) => moneyLocale(lang, ip?.country ?? user?.country));
